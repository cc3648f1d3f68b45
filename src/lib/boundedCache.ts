/**
 * A map that keeps only its `limit` most recently used entries: reading or writing an entry
 * makes it the newest, and a write beyond the limit forgets the oldest. For values that are
 * costly to make again and cheap to keep a while (a row's converted body, issue 28).
 */
export class BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the oldest first.
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
