import { deflateSync } from 'node:zlib';

/** Colour of one pixel, each channel 0-255. Alpha is optional (defaults to opaque). */
export type Rgba = readonly [number, number, number, number?];

/** A picture described as a function of normalised coordinates u, v in [0, 1). */
export type Painter = (u: number, v: number) => Rgba;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Encodes a real PNG (RGBA, 8 bits per channel, no filtering). RGBA rather than RGB so that
 * emoji and stickers can have transparent corners. Large pictures are painted on a 2x2 grid
 * (one painter call per four pixels): the patterns are smooth, and it makes the first
 * request for a photo about four times cheaper.
 */
export function encodePng(width: number, height: number, paint: Painter): Buffer {
  const stride = width * 4 + 1;
  const raw = Buffer.alloc(stride * height);
  const step = width * height > 250_000 ? 2 : 1;
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    raw[row] = 0; // filter type "none"
    if (y % step !== 0) {
      raw.copy(raw, row + 1, row - stride + 1, row);
      continue;
    }
    const v = y / height;
    for (let x = 0; x < width; x += step) {
      const [r, g, b, a = 255] = paint(x / width, v);
      for (let dx = 0; dx < step && x + dx < width; dx += 1) {
        const at = row + 1 + (x + dx) * 4;
        raw[at] = r;
        raw[at + 1] = g;
        raw[at + 2] = b;
        raw[at + 3] = a;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type RGBA
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
