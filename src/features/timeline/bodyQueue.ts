/**
 * The ids whose bodies are still to be converted ahead of their rows (issue 28), in the order
 * they came, each once: a list that grows by a page queues the page's new ids only. Pure, so
 * the rule is tested without a browser; `usePreparedBodies` runs it in idle time.
 */
export class BodyQueue {
  private readonly seen = new Set<string>();
  private waiting: string[] = [];

  /**
   * Queues the ids of `ids` not queued before, and drops waiting ids no longer listed (a
   * stream trimmed away), so the queue never outgrows the list; forgets the ids seen once far
   * more were seen than listed.
   */
  offer(ids: readonly string[]): void {
    if (this.waiting.length > 0) {
      const listed = new Set(ids);
      this.waiting = this.waiting.filter((id) => listed.has(id));
    }
    for (const id of ids) {
      if (this.seen.has(id)) continue;
      this.seen.add(id);
      this.waiting.push(id);
    }
    // More ids seen than the bodies kept (600) can hold: the oldest may be converted again.
    if (this.seen.size > 2000) {
      const keep = new Set(ids);
      for (const id of this.seen) if (!keep.has(id)) this.seen.delete(id);
    }
  }

  /** The next id to convert, or undefined when none waits. */
  next(): string | undefined {
    return this.waiting.shift();
  }

  get size(): number {
    return this.waiting.length;
  }
}
