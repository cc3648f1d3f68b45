/**
 * A tiny uncompressed SWF: one frame with a background colour and a filled square, enough for
 * a Flash player to open and paint. Akkoma still carries such legacy attachments.
 */
class Bits {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;
  write(value: number, width: number): void {
    for (let bit = width - 1; bit >= 0; bit -= 1) {
      this.current = (this.current << 1) | ((value >>> bit) & 1);
      this.used += 1;
      if (this.used === 8) this.flush();
    }
  }
  private flush(): void {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }
  done(): number[] {
    if (this.used > 0) {
      this.current <<= 8 - this.used;
      this.flush();
    }
    return this.bytes;
  }
}

function rect(xMax: number, yMax: number, xMin = 0, yMin = 0): number[] {
  const bits = new Bits();
  const width = 16;
  bits.write(width, 5);
  for (const v of [xMin, xMax, yMin, yMax]) bits.write(v & 0xffff, width);
  return bits.done();
}

const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];

function tag(code: number, body: number[]): number[] {
  if (body.length < 0x3f) return [...u16((code << 6) | body.length), ...body];
  return [...u16((code << 6) | 0x3f), ...u32(body.length), ...body];
}

/** DefineShape (code 2) of a filled square, and PlaceObject2 (code 26) putting it on depth 1. */
function square(size: number, rgb: readonly [number, number, number]): number[] {
  const edges = new Bits();
  // Style change: move to (0,0), fill style 1 (1 fill bit, 0 line bits).
  edges.write(0, 1);
  edges.write(0b00101, 5);
  edges.write(16, 5);
  edges.write(0, 16);
  edges.write(0, 16);
  edges.write(1, 1);
  // Four straight edges around the square (general lines with 16-bit deltas).
  for (const [dx, dy] of [
    [size, 0],
    [0, size],
    [-size, 0],
    [0, -size],
  ] as const) {
    edges.write(1, 1);
    edges.write(1, 1);
    edges.write(16 - 2, 4);
    const vertical = dx === 0;
    edges.write(0, 1);
    edges.write(vertical ? 1 : 0, 1);
    edges.write((vertical ? dy : dx) & 0xffff, 16);
  }
  edges.write(0, 6);
  const shape = [...u16(1), ...rect(size, size), 1, 0x00, ...rgb, 0, 0x10, ...edges.done()];
  return [...tag(2, shape), ...tag(26, [0x06, ...u16(1), ...u16(1), 0x00])];
}

export function encodeSwf(width: number, height: number): Buffer {
  const twips = 20;
  const body = [
    ...rect(width * twips, height * twips),
    0x00,
    24,
    ...u16(1),
    ...tag(9, [0x1d, 0x35, 0x57]),
    ...square(Math.min(width, height) * twips * 0.5, [0xf2, 0xb1, 0x34]),
    ...tag(1, []),
    ...tag(0, []),
  ];
  const head = [...Buffer.from('FWS', 'ascii'), 10];
  const length = head.length + 4 + body.length;
  return Buffer.from([...head, ...u32(length), ...body]);
}

/**
 * A hostile SWF for the hardening tests: one frame whose DoAction tag (code 12) runs AVM1's
 * ActionGetURL (0x83: a 16-bit length, then the address and the window name, each ending in
 * a zero byte) and ActionEnd (0x00) as soon as it plays, i.e. ActionScript 2's
 * `getURL(url, target)` on load. Built byte by byte here, from the SWF 10 file format.
 */
export function encodeGetUrlSwf(url: string, target: string): Buffer {
  const twips = 20;
  const args = [...Buffer.from(`${url}\0${target}\0`, 'latin1')];
  const actions = [0x83, ...u16(args.length), ...args, 0x00];
  const body = [
    ...rect(200 * twips, 150 * twips),
    0x00,
    24,
    ...u16(1),
    ...tag(9, [0x30, 0x10, 0x10]),
    ...tag(12, actions),
    ...tag(1, []),
    ...tag(0, []),
  ];
  const head = [...Buffer.from('FWS', 'ascii'), 10];
  const length = head.length + 4 + body.length;
  return Buffer.from([...head, ...u32(length), ...body]);
}
