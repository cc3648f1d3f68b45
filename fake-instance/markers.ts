import type { Store } from './store.js';

/** The timelines the markers API knows (Mastodon 3.0; Akkoma answers the same two). */
export const MARKER_TIMELINES = ['home', 'notifications'] as const;
export type MarkerTimeline = (typeof MARKER_TIMELINES)[number];

export interface MarkerRecord {
  lastReadId: string;
  /** Counts the saves, starting at 1 (Mastodon's optimistic-locking counter). */
  version: number;
  updatedAt: number;
}

/** Every account's saved reading positions, kept beside the store and cleared by reset. */
export class MarkerBook {
  private readonly byAccount = new Map<string, Map<MarkerTimeline, MarkerRecord>>();

  get(accountId: string, timeline: MarkerTimeline): MarkerRecord | undefined {
    return this.byAccount.get(accountId)?.get(timeline);
  }

  save(accountId: string, timeline: MarkerTimeline, lastReadId: string, now: number): MarkerRecord {
    let own = this.byAccount.get(accountId);
    if (!own) {
      own = new Map();
      this.byAccount.set(accountId, own);
    }
    const previous = own.get(timeline);
    const record = { lastReadId, version: (previous?.version ?? 0) + 1, updatedAt: now };
    own.set(timeline, record);
    return record;
  }

  reset(): void {
    this.byAccount.clear();
  }
}

const books = new WeakMap<Store, MarkerBook>();

export function markerBookFor(store: Store): MarkerBook {
  let book = books.get(store);
  if (!book) {
    book = new MarkerBook();
    books.set(store, book);
  }
  return book;
}

/** Mastodon's JSON for one marker. */
export function renderMarker(record: MarkerRecord): {
  last_read_id: string;
  version: number;
  updated_at: string;
} {
  return {
    last_read_id: record.lastReadId,
    version: record.version,
    updated_at: new Date(record.updatedAt).toISOString(),
  };
}
