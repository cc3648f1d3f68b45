/**
 * Keeps the landing timeline's first screen when the reader leaves, paints it on the next
 * visit before the app mounts (issue 27's repeat visit; `paintKept.ts`), and removes that
 * cover once the app's own screen is whole under it.
 */
import { keptScreenKey, pagePath, type KeptScreen } from '../../core/session/keptScreen';
import { useSessionStore } from '../../core/session/sessionStore';
import { afterNextPaint } from '../../ui/afterNextPaint';
import { afterFirstScreen } from './afterFirstScreen';
import { KEPT_SCREEN_ID } from './paintKept';

/** The pages the early script asks a timeline for (`landingPlan.ts`). */
const LANDING = new Set(['/main/all', '/main/public', '/main/friends']);

/**
 * The app root's markup with the feed's rows below `bottom` and the elements marked
 * `data-unkept` left out, and the kept rows' ids;
 * null when the page shows no feed at its top (scrolled: the row window may have dropped the
 * first rows; a dialog or a conversation over it).
 */
export function takeFirstScreen(
  app: HTMLElement,
  bottom: number,
): { ids: string[]; html: string } | null {
  const feeds = app.querySelectorAll('[role="feed"]');
  const feed = feeds[0];
  if (feeds.length !== 1 || !feed || app.querySelector('[role="dialog"]')) return null;
  if (feed.getClientRects().length === 0) return null;
  const rows = Array.from(feed.children);
  const below = rows.map((row) => row.getBoundingClientRect().top >= bottom);
  const ids: string[] = [];
  rows.forEach((row, i) => {
    const id = row.querySelector('[data-status-id]')?.getAttribute('data-status-id');
    if (id && !below[i]) ids.push(id);
  });
  if (ids.length === 0) return null;
  const copy = app.cloneNode(true) as HTMLElement;
  const copiedRows = Array.from(copy.querySelector('[role="feed"]')?.children ?? []);
  copiedRows.forEach((row, i) => {
    if (below[i]) row.remove();
  });
  // What the app shows only once its calls answer (the bell's unseen dot): kept, it would stand
  // on the cover and then be missing from the app's screen until they do.
  copy.querySelectorAll('[data-unkept]').forEach((late) => late.remove());
  return { ids, html: copy.innerHTML };
}

function keep(): void {
  const app = document.getElementById('app');
  const path = pagePath(window.location.pathname);
  // Only at the top: a page opens there.
  if (!app || !LANDING.has(path) || window.scrollY > 0) return;
  const screen = takeFirstScreen(app, window.innerHeight);
  if (!screen) return;
  const vars = document.documentElement.getAttribute('style') ?? '';
  try {
    window.localStorage.setItem(
      keptScreenKey(useSessionStore.getState().activeKey),
      JSON.stringify({ path, ...screen, vars, at: Date.now() }),
    );
  } catch {
    // Storage full or refused: the next visit starts as before.
  }
}

/** Keeps the screen each time the page is left or hidden (a phone may never unload it). */
export function keepFirstScreenOnLeave(): void {
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}

/** The landing feed as the kept screen sees it: it opens at the kept rows. */
interface Feed {
  openAtSeen(ids: readonly string[]): void;
  getState(): { phase: 'loading' | 'ready' | 'error' };
  subscribe(listener: () => void): () => void;
}

/**
 * A first page that failed shows no statuses: the kept ones go at once rather than stand over
 * the app's error until the fallback's time.
 */
function removeOnError(feed: Feed): void {
  const stop = feed.subscribe(() => {
    const { phase } = feed.getState();
    if (phase === 'loading') return;
    stop();
    if (phase === 'error') document.getElementById(KEPT_SCREEN_ID)?.remove();
  });
}

/**
 * Has `feed`'s first page open at the rows of `kept`, the screen `paintKeptFirst.ts` read and
 * painted: posts made since wait behind the load button, so no row moves when the app's screen
 * takes the cover's place.
 */
export function openFeedAtKept(feed: Feed | null, kept: KeptScreen | null): void {
  if (!feed || !kept) return;
  feed.openAtSeen(kept.ids);
  removeOnError(feed);
}

/**
 * The kept screen goes a frame after the app's first status was painted, when the panels that
 * follow the first frame are in too; on a page without statuses, after `fallbackMs`.
 */
export function removeKeptScreenWhenShown(fallbackMs: number): void {
  afterFirstScreen(() => {
    afterNextPaint(() => document.getElementById(KEPT_SCREEN_ID)?.remove());
  }, fallbackMs);
}
