// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { takeFirstScreen } from './keepFirstScreen';

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

  it('keeps nothing without one feed, or under a dialog', () => {
    const app = page(3, 300);
    app.append(document.createElement('div'));
    app.lastElementChild!.setAttribute('role', 'dialog');
    expect(takeFirstScreen(app, 800)).toBeNull();
    const empty = document.createElement('div');
    expect(takeFirstScreen(empty, 800)).toBeNull();
  });
});
