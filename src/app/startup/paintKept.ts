/**
 * Paints the kept first screen (`src/core/session/keptScreen.ts`) as soon as the app's script
 * runs, and only before the app mounts; the app removes it once its own screen is whole under
 * it (`keepFirstScreen.ts`).
 *
 * Here, not in the page's early script: the app's script comes from the service worker as fast
 * as the early one and usually runs first, and either way no frame is painted while the app's
 * bundle evaluates; the first page lands while start-up waits for its calls, the main thread
 * idle, and the app is the one party that sees it whoever asked for it (measured, decisions).
 *
 * A cover, not the app root's content: the app's first commit has four rows and no sidebar
 * panels yet (they follow in the next frames), so painting into the root would let rows and
 * panels vanish and come back. The kept markup is `inert` and hidden from assistive
 * technology: a press lands on the cover, not on a control the app has not given its meaning
 * yet (its state, its menu), nor on the app's control under it.
 */
import type { KeptScreen } from '../../core/session/keptScreen';

/** The cover's id: the app removes it. */
export const KEPT_SCREEN_ID = 'petrel-kept-screen';

/** Marked once the kept screen is painted, as the app marks its own first status. */
export const KEPT_SCREEN_MARK = 'petrel:kept-screen';

function mounted(): boolean {
  return performance.getEntriesByName('petrel:mount').length > 0;
}

/** Runs `paint` once the page's stylesheet is in: unstyled markup would flash. */
function whenStyled(paint: () => void): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
  if (!link || link.sheet) paint();
  else link.addEventListener('load', paint, { once: true });
}

function paint(kept: KeptScreen): void {
  const app = document.getElementById('app');
  if (!app || mounted()) return;
  const root = document.documentElement;
  // The theme the app sets at once from the last visit (themeAtStart): the same variables.
  if (!root.getAttribute('style') && kept.vars) root.setAttribute('style', kept.vars);
  const cover = document.createElement('div');
  cover.id = KEPT_SCREEN_ID;
  cover.style.cssText =
    'position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:2147483647;' +
    `background:${getComputedStyle(document.body).backgroundColor}`;
  const screen = document.createElement('div');
  screen.inert = true;
  screen.setAttribute('aria-hidden', 'true');
  screen.innerHTML = kept.html;
  cover.append(screen);
  app.after(cover);
  requestAnimationFrame(() => requestAnimationFrame(() => performance.mark(KEPT_SCREEN_MARK)));
}

/**
 * Paints `kept` now, once the stylesheet is in, if the app has not mounted: not after the
 * timeline's first page, which arrives 0.5-1 s into a repeat visit at 4x CPU while the app's
 * script is in at ~80 ms (docs/decisions.md). The app then opens the timeline at the kept rows
 * (`Feed.openAtSeen`), so posts made since wait behind the load button and no row moves.
 */
export function paintKeptNow(kept: KeptScreen): void {
  whenStyled(() => paint(kept));
}
