/**
 * Flake-like ids in the manner of Akkoma's: a 128-bit number (64-bit milliseconds, then a
 * 48-bit worker and a 16-bit sequence) written as fixed-length base62. Fixed length plus an
 * alphabet in ASCII order makes string order equal numeric order, so ids sort by time and
 * clients can compare them as opaque strings.
 */

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 18 digits, like Akkoma's ids, hold every millisecond until the year 2286; a fixed width keeps string order equal to numeric order. */
const WIDTH = 18;
/** A fixed worker number, so the same millisecond and sequence always give the same id. */
const WORKER = 0x5e7be1n;

export function encodeFlake(ms: number, sequence: number): string {
  let value = (BigInt(ms) << 64n) | (WORKER << 16n) | BigInt(sequence & 0xffff);
  let out = '';
  while (value > 0n) {
    out = ALPHABET[Number(value % 62n)] + out;
    value /= 62n;
  }
  return out.padStart(WIDTH, '0');
}

/**
 * Hands out increasing ids. Seeded records pass their own (virtual) time; records created
 * while the server runs use the wall clock, which is later than every seeded time.
 */
export class FlakeGenerator {
  private lastMs = -1;
  private sequence = 0;

  next(ms: number = Date.now()): string {
    if (ms <= this.lastMs) {
      // Same or earlier millisecond: stay on the last one and bump the sequence, so ids never
      // go backwards even if the clock does.
      ms = this.lastMs;
      this.sequence += 1;
    } else {
      this.lastMs = ms;
      this.sequence = 0;
    }
    return encodeFlake(ms, this.sequence);
  }
}
