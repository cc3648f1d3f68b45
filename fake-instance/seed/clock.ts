import { encodeId, type IdStyle } from '../ids.js';

/**
 * Seeded times hang from the wall clock (so "3 minutes ago" stays fresh), while seeded ids
 * hang from a fixed epoch (so ids are the same on every start and tests and screenshots
 * can name them). Both move by the same offsets, so id order is time order. The epoch lies
 * in the past, so ids made at run time from Date.now() sort after every seeded one.
 */
export const SEED_EPOCH = Date.UTC(2025, 0, 1);

export class SeedClock {
  private sequence = 0;

  constructor(
    readonly now: number,
    private readonly style: IdStyle = 'flake',
  ) {}

  /** A time `minutesAgo` before now, nudged by `seconds` to break ties. */
  time(minutesAgo: number, seconds = 0): number {
    return this.now - minutesAgo * 60_000 + seconds * 1000;
  }

  /** A fixed id for a record made `minutesAgo` (plus `seconds`) before the clock. */
  id(minutesAgo: number, seconds = 0): string {
    this.sequence = (this.sequence + 1) % 0x10000;
    return encodeId(this.style, SEED_EPOCH - minutesAgo * 60_000 + seconds * 1000, this.sequence);
  }
}
