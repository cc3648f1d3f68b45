const DAY_MS = 86_400_000;

/**
 * Document 2 §9: statuses count divided by the account's age in days (rounded up), rounded.
 * A brand-new account counts as one day old, and an unreadable date gives 0.
 */
export function dailyAverage(statusesCount: number, createdAt: string, now: number): number {
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created) || statusesCount <= 0) return 0;
  const days = Math.max(1, Math.ceil((now - created) / DAY_MS));
  return Math.round(statusesCount / days);
}
