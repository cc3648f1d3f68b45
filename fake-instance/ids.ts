/**
 * Ids in the manner of each server the fake pretends to be. All are fixed-length strings in an
 * alphabet in ASCII order, so string order equals numeric order: ids sort by time and clients
 * can compare them as opaque strings.
 *
 * - `flake` (Akkoma): a 128-bit number (64-bit milliseconds, a 48-bit worker, a 16-bit
 *   sequence) in base62, 18 digits.
 * - `snowflake` (Mastodon): milliseconds shifted left 16 bits plus a 16-bit sequence, in
 *   decimal (padded to 18 digits, which a real id reaches in 2018).
 * - `ulid` (GoToSocial): 48-bit milliseconds and 80 further bits in Crockford's base 32, 26
 *   characters.
 *
 * Each server's own shape matters to clients that tell an id from a name by its look
 * (Mastodon and GoToSocial take only ids in `/api/v1/accounts/{id}`).
 */
export type IdStyle = 'flake' | 'snowflake' | 'ulid';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A fixed worker number, so the same millisecond and sequence always give the same id. */
const WORKER = 0x5e7be1n;

function write(value: bigint, alphabet: string, width: number): string {
  const base = BigInt(alphabet.length);
  let out = '';
  while (value > 0n) {
    out = alphabet[Number(value % base)] + out;
    value /= base;
  }
  return out.padStart(width, alphabet[0]);
}

export function encodeId(style: IdStyle, ms: number, sequence: number): string {
  const seq = BigInt(sequence & 0xffff);
  switch (style) {
    case 'snowflake':
      return write((BigInt(ms) << 16n) | seq, '0123456789', 18);
    case 'ulid':
      return write((BigInt(ms) << 80n) | (WORKER << 16n) | seq, CROCKFORD, 26);
    case 'flake':
      return write((BigInt(ms) << 64n) | (WORKER << 16n) | seq, BASE62, 18);
  }
}

/** Akkoma's shape, the fake's default. */
export function encodeFlake(ms: number, sequence: number): string {
  return encodeId('flake', ms, sequence);
}

/**
 * Hands out increasing ids. Seeded records pass their own (virtual) time; records created
 * while the server runs use the wall clock, which is later than every seeded time.
 */
export class IdGenerator {
  private lastMs = -1;
  private sequence = 0;

  constructor(private readonly style: IdStyle = 'flake') {}

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
    return encodeId(this.style, ms, this.sequence);
  }
}
