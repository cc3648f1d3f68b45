/**
 * Code one area starts loading for a screen another area owns, where the two would otherwise
 * import each other (issue 26): a status's time link warms the conversation screen, which shows
 * statuses. The area that warms names the warmer; the app (src/app/slots.ts) fills it. Unfilled,
 * a warm-up does nothing and the screen loads when it opens, as it would without one.
 */
export type WarmerName = 'conversation';

const warmers: Record<WarmerName, (() => void) | null> = { conversation: null };

export function fillWarmer(name: WarmerName, warm: () => void): void {
  warmers[name] = warm;
}

export function warm(name: WarmerName): void {
  warmers[name]?.();
}
