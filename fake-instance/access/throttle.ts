/**
 * A sliding-window limit per key, like Akkoma's rate limiter on password resets: `limit`
 * calls per `windowMs`, then 429 until the oldest call leaves the window.
 */
export class Throttle {
  private readonly calls = new Map<string, number[]>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a call; false when it is over the limit (and then it is not recorded). */
  allow(key: string, now = Date.now()): boolean {
    const recent = (this.calls.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.limit) {
      this.calls.set(key, recent);
      return false;
    }
    recent.push(now);
    this.calls.set(key, recent);
    return true;
  }
}
