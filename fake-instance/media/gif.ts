/**
 * A small animated GIF encoder for the seed's moving custom emoji. Every frame uses one
 * 4-colour palette. The LZW stream sends a clear code after every second pixel, so the code
 * width never grows past 3 bits: larger than real compression, but valid for every decoder
 * and a few lines long.
 */
export type Rgb = readonly [number, number, number];

const MIN_CODE_SIZE = 2;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const WIDTH = MIN_CODE_SIZE + 1;

function lzw(pixels: Uint8Array): Buffer {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  const put = (code: number) => {
    buffer |= code << bits;
    bits += WIDTH;
    while (bits >= 8) {
      out.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  };
  pixels.forEach((pixel, i) => {
    if (i % 2 === 0) put(CLEAR);
    put(pixel & 3);
  });
  put(END);
  if (bits > 0) out.push(buffer & 0xff);
  // Data goes in sub-blocks of at most 255 bytes, ended by an empty one.
  const blocks: number[] = [];
  for (let at = 0; at < out.length; at += 255) {
    const part = out.slice(at, at + 255);
    blocks.push(part.length, ...part);
  }
  blocks.push(0);
  return Buffer.from(blocks);
}

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];

/** Frames are palette indexes (0-3), row by row; `delay` is in hundredths of a second. */
export function encodeGif(
  width: number,
  height: number,
  palette: readonly [Rgb, Rgb, Rgb, Rgb],
  frames: readonly Uint8Array[],
  delay = 20,
): Buffer {
  const parts: Buffer[] = [
    Buffer.from('GIF89a', 'ascii'),
    Buffer.from([...le16(width), ...le16(height), 0x91, 0, 0]),
    Buffer.from(palette.flat()),
    // Loop for ever.
    Buffer.from([0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'ascii'), 3, 1, 0, 0, 0]),
  ];
  for (const frame of frames) {
    parts.push(Buffer.from([0x21, 0xf9, 4, 0, ...le16(delay), 0, 0]));
    parts.push(Buffer.from([0x2c, 0, 0, 0, 0, ...le16(width), ...le16(height), 0]));
    parts.push(Buffer.from([MIN_CODE_SIZE]), lzw(frame));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** A dot that circles the middle: `count` frames of a `size` square. */
export function orbitFrames(size: number, count: number): Uint8Array[] {
  const frames: Uint8Array[] = [];
  const middle = (size - 1) / 2;
  for (let f = 0; f < count; f += 1) {
    const angle = (2 * Math.PI * f) / count;
    const cx = middle + Math.cos(angle) * size * 0.3;
    const cy = middle + Math.sin(angle) * size * 0.3;
    const pixels = new Uint8Array(size * size);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const ring = Math.hypot(x - middle, y - middle);
        const dot = Math.hypot(x - cx, y - cy);
        pixels[y * size + x] =
          dot < size * 0.14 ? 3 : ring < size * 0.45 ? 1 : ring < size * 0.5 ? 2 : 0;
      }
    }
    frames.push(pixels);
  }
  return frames;
}
