import { scrollBehavior } from '../../ui/stillImage/motionPolicy';
import { inHiddenPage } from '../../ui/hiddenPage';

/**
 * Finding and moving between the statuses of the main column for the j/k shortcuts. The DOM is
 * the source: whatever the page shows (timeline, conversation, profile, search) is walked in
 * reading order, and rows collapsed far off screen are skipped until they come near.
 */

/**
 * Top-level statuses of the main column; a quoted status inside another is part of it, and a
 * timeline hidden under a conversation (`PageKeeper`) is not on the page.
 */
export function mainStatuses(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('#main article[data-status-id]')].filter(
    (el) => !el.parentElement?.closest('article') && !inHiddenPage(el),
  );
}

let remembered: HTMLElement | null = null;

/** The status the keys act on: the one holding focus, else the last one moved to. */
export function currentStatus(): HTMLElement | null {
  const active = document.activeElement;
  const holder = active instanceof HTMLElement ? outermostArticle(active) : null;
  if (holder && mainStatuses().includes(holder)) remembered = holder;
  return remembered?.isConnected ? remembered : null;
}

function outermostArticle(el: HTMLElement): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (let at = el.closest('article'); at; at = at.parentElement?.closest('article') ?? null)
    found = at as HTMLElement;
  return found;
}

/** The index to move to: from none, the first status still on screen (or the last above it). */
export function nextIndex(
  tops: readonly { top: number; bottom: number }[],
  current: number,
  step: 1 | -1,
  viewTop: number,
): number {
  if (tops.length === 0) return -1;
  if (current < 0) {
    const firstShown = tops.findIndex((r) => r.bottom > viewTop);
    return firstShown < 0 ? tops.length - 1 : firstShown;
  }
  return Math.min(tops.length - 1, Math.max(0, current + step));
}

/** The height of a sticky top bar covering the page's top, so a status is not hidden under it. */
function coveredTop(): number {
  const bar = document.querySelector('header.topbar');
  if (!bar) return 0;
  const position = getComputedStyle(bar).position;
  return position === 'sticky' || position === 'fixed' ? bar.getBoundingClientRect().bottom : 0;
}

/** Focuses a status with a visible ring and brings it into view below the top bar. */
export function focusStatus(article: HTMLElement): void {
  remembered = article;
  article.focus({ preventScroll: true });
  const rect = article.getBoundingClientRect();
  const top = coveredTop() + 8;
  if (rect.top < top || rect.bottom > window.innerHeight)
    window.scrollBy({ top: rect.top - top, behavior: scrollBehavior() });
}

/** Moves to the next (1) or previous (-1) status; false when there is none. */
export function moveStatus(step: 1 | -1): boolean {
  const list = mainStatuses();
  const current = currentStatus();
  const index = current ? list.indexOf(current) : -1;
  const rects = list.map((el) => el.getBoundingClientRect());
  const target = list[nextIndex(rects, index, step, coveredTop())];
  if (!target) return false;
  focusStatus(target);
  return true;
}

/** A control of the status itself marked for a shortcut, not one of a quoted status inside. */
export function statusControl(article: HTMLElement, name: string): HTMLElement | null {
  const all = article.querySelectorAll<HTMLElement>(`[data-shortcut="${name}"]`);
  return [...all].find((el) => el.closest('article') === article) ?? null;
}
