// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { openFeedAtKept, takeFirstScreen } from './keepFirstScreen';
import { KEPT_SCREEN_ID } from './paintKept';

/** A root with a feed of rows, each `height` px tall from the top of the page. */
function page(rows: number, height: number): HTMLElement {
  const app = document.createElement('div');
  app.innerHTML =
    '<header>Petrel</header><div role="feed">' +
    Array.from(
      { length: rows },
      (_, i) => `<div><article data-status-id="s${i}">${i}</article></div>`,
    ).join('') +
    '<div class="end"></div></div>';
  document.body.replaceChildren(app);
  const children = Array.from(app.querySelector('[role="feed"]')!.children);
  children.forEach((row, i) => {
    row.getBoundingClientRect = () => ({ top: i * height }) as DOMRect;
    row.getClientRects = () => [{}] as unknown as DOMRectList;
  });
  const feed = app.querySelector('[role="feed"]')!;
  feed.getClientRects = () => [{}] as unknown as DOMRectList;
  return app;
}

describe('takeFirstScreen', () => {
  it('keeps the rows on the first screen, their ids in order, and leaves out the rest', () => {
    const app = page(6, 300);
    const screen = takeFirstScreen(app, 800);
    expect(screen?.ids).toEqual(['s0', 's1', 's2']);
    const copy = document.createElement('div');
    copy.innerHTML = screen!.html;
    expect(copy.querySelectorAll('article')).toHaveLength(3);
    expect(copy.querySelector('header')?.textContent).toBe('Petrel');
    // The page itself is left as it was.
    expect(app.querySelectorAll('article')).toHaveLength(6);
  });

  it('leaves out what the app shows only once its calls answer', () => {
    const app = page(2, 300);
    const dot = document.createElement('span');
    dot.setAttribute('data-unkept', 'true');
    app.querySelector('header')!.append(dot);
    const copy = document.createElement('div');
    copy.innerHTML = takeFirstScreen(app, 800)!.html;
    expect(copy.querySelector('header')?.textContent).toBe('Petrel');
    expect(copy.querySelector('[data-unkept]')).toBeNull();
    expect(app.querySelector('[data-unkept]')).not.toBeNull();
  });

  it('keeps nothing without one feed, or under a dialog', () => {
    const app = page(3, 300);
    app.append(document.createElement('div'));
    app.lastElementChild!.setAttribute('role', 'dialog');
    expect(takeFirstScreen(app, 800)).toBeNull();
    const empty = document.createElement('div');
    expect(takeFirstScreen(empty, 800)).toBeNull();
  });
});

describe('openFeedAtKept', () => {
  function landing(phase: () => 'loading' | 'ready' | 'error') {
    const listeners = new Set<() => void>();
    const seen: string[][] = [];
    const feed = {
      openAtSeen: (ids: readonly string[]) => void seen.push([...ids]),
      getState: () => ({ phase: phase() }),
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
    return { feed, seen, notify: () => listeners.forEach((listener) => listener()) };
  }

  it('opens the feed at the rows handed over, and the cover goes when the first page fails', () => {
    document.body.innerHTML = `<div id="app"></div><div id="${KEPT_SCREEN_ID}">kept row</div>`;
    // Nothing in storage: the screen read at the start is the one used, not read again.
    window.localStorage.clear();
    const kept = { path: '/main/all', ids: ['b', 'a'], html: '', vars: '', at: Date.now() };
    let phase: 'loading' | 'ready' | 'error' = 'loading';
    const { feed, seen, notify } = landing(() => phase);
    openFeedAtKept(feed, kept);
    expect(seen).toEqual([['b', 'a']]);
    notify();
    expect(document.getElementById(KEPT_SCREEN_ID)).not.toBeNull();
    phase = 'error';
    notify();
    expect(document.getElementById(KEPT_SCREEN_ID)).toBeNull();
  });

  it('leaves the feed as it is without a kept screen', () => {
    const { feed, seen } = landing(() => 'loading');
    openFeedAtKept(feed, null);
    expect(seen).toEqual([]);
  });
});
