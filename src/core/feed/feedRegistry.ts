/** What the registry needs of a feed: whether it is on screen, and how to let it go. */
export interface Evictable {
  readonly shown: boolean;
  dispose(): void;
}

/** How many feeds a session keeps; the least recently shown one beyond it is let go. */
export const FEEDS_KEPT = 20;

/**
 * The live feeds of one kind, by key, least recently used first. A feed not on screen is
 * evicted once more than `limit` are held, so however many timelines a session visits, memory
 * holds a bounded number of them (and of the entities they keep in the query cache).
 */
export class FeedRegistry<F extends Evictable> {
  private readonly feeds = new Map<string, F>();

  constructor(private readonly limit = FEEDS_KEPT) {}

  /** The feed under `key`, made by `create` when there is none; it becomes the most recent. */
  get(key: string, create: () => F): F {
    let feed = this.feeds.get(key);
    if (feed) this.feeds.delete(key);
    else feed = create();
    this.feeds.set(key, feed);
    this.evict();
    return feed;
  }

  /** Lets go of the least recently used feeds not on screen, down to the limit. */
  evict(): void {
    for (const [key, feed] of this.feeds) {
      if (this.feeds.size <= this.limit) return;
      if (feed.shown) continue;
      this.feeds.delete(key);
      feed.dispose();
    }
  }

  /** The feed under `key` if one is held, without making it the most recent. */
  peek(key: string): F | undefined {
    return this.feeds.get(key);
  }

  values(): F[] {
    return [...this.feeds.values()];
  }

  get size(): number {
    return this.feeds.size;
  }
}
