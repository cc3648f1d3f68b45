/**
 * One polite live region for the whole app, outside React: a region must already be in the
 * document before its text changes, or screen readers miss the first message.
 */
let region: HTMLElement | null = null;
const queue: string[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let shownAt = 0;

/** Each message stays at least this long, so one said right after another is not lost. */
const HOLD_MS = 1500;
/** Emptying first and writing a moment later makes a repeated message a change. */
const GAP_MS = 100;

/** Puts the region in the document; call early so the first announcement is heard. */
export function ensureLiveRegion(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.dataset['testid'] = 'live-region';
  document.body.append(region);
  return region;
}

function next(): void {
  timer = null;
  const el = ensureLiveRegion();
  const message = queue.shift();
  if (!el || message === undefined) return;
  el.textContent = '';
  timer = setTimeout(() => {
    el.textContent = message;
    shownAt = Date.now();
    timer = queue.length > 0 ? setTimeout(next, HOLD_MS) : null;
  }, GAP_MS);
}

/** Says a short message once, after any said just before it has had its moment. */
export function announce(message: string): void {
  if (!ensureLiveRegion()) return;
  if (queue[queue.length - 1] !== message) queue.push(message);
  if (timer) return;
  const wait = Math.max(0, shownAt + HOLD_MS - Date.now());
  timer = setTimeout(next, wait);
}
