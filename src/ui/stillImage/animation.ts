/**
 * Whether image bytes hold an animation (document 2 §4: GIF, WEBP and APNG are detected from
 * the bytes, not the file name, since a .gif may be still and a .png may move).
 */
export function isAnimatedImage(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return gifFrames(bytes) > 1;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && ascii(bytes, 8, 4) === 'WEBP')
    return webpAnimated(bytes);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return pngAnimated(bytes);
  return false;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function u32be(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  );
}

function u32le(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at] ?? 0) |
      ((bytes[at + 1] ?? 0) << 8) |
      ((bytes[at + 2] ?? 0) << 16) |
      ((bytes[at + 3] ?? 0) << 24)) >>>
    0
  );
}

/** Skips sub-blocks (each a length byte, then data) up to the terminating zero block. */
function skipSubBlocks(bytes: Uint8Array, at: number): number {
  let i = at;
  while (i < bytes.length) {
    const size = bytes[i] ?? 0;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return i;
}

/** Counts image descriptors, stopping at the second: enough to tell still from moving. */
function gifFrames(bytes: Uint8Array): number {
  const flags = bytes[10] ?? 0;
  let i = 13;
  if (flags & 0x80) i += 3 * 2 ** ((flags & 0x07) + 1);
  let frames = 0;
  while (i < bytes.length && frames < 2) {
    const block = bytes[i];
    if (block === 0x3b) break;
    if (block === 0x21) {
      i = skipSubBlocks(bytes, i + 2);
    } else if (block === 0x2c) {
      frames += 1;
      const local = bytes[i + 9] ?? 0;
      i += 10;
      if (local & 0x80) i += 3 * 2 ** ((local & 0x07) + 1);
      i = skipSubBlocks(bytes, i + 1);
    } else {
      break;
    }
  }
  return frames;
}

/** An extended WEBP says so in its VP8X flags; an ANIM chunk says it too. */
function webpAnimated(bytes: Uint8Array): boolean {
  let i = 12;
  while (i + 8 <= bytes.length) {
    const chunk = ascii(bytes, i, 4);
    const size = u32le(bytes, i + 4);
    if (chunk === 'VP8X' && ((bytes[i + 8] ?? 0) & 0x02) !== 0) return true;
    if (chunk === 'ANIM' || chunk === 'ANMF') return true;
    i += 8 + size + (size % 2);
  }
  return false;
}

/** APNG puts an acTL chunk before the first IDAT. */
function pngAnimated(bytes: Uint8Array): boolean {
  let i = 8;
  while (i + 8 <= bytes.length) {
    const size = u32be(bytes, i);
    const chunk = ascii(bytes, i + 4, 4);
    if (chunk === 'acTL') return true;
    if (chunk === 'IDAT' || chunk === 'IEND') return false;
    i += 12 + size;
  }
  return false;
}
