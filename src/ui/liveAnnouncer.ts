/**
 * One polite live region for the whole app, outside React: a region must already be in the
 * document before its text changes, or screen readers miss the first message.
 */
let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | null = null;

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

/** Says a short message once. The same message twice in a row is said again. */
export function announce(message: string): void {
  const el = ensureLiveRegion();
  if (!el) return;
  if (pending) clearTimeout(pending);
  el.textContent = '';
  // Emptying first and writing a moment later makes a repeated message a change.
  pending = setTimeout(() => {
    el.textContent = message;
    pending = null;
  }, 100);
}
