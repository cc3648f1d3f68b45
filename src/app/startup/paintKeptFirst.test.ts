// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keptScreenKey } from '../../core/session/keptScreen';
import { KEPT_SCREEN_ID } from './paintKept';

afterEach(() => {
  window.localStorage.clear();
  vi.resetModules();
});

describe('paintKeptFirst', () => {
  it('paints the kept screen as it evaluates and hands over what it read', async () => {
    window.history.replaceState(null, '', '/main/all');
    document.body.innerHTML = '<div id="app"></div>';
    const kept = { path: '/main/all', ids: ['b', 'a'], html: '<p>kept row</p>', vars: '' };
    window.localStorage.setItem(keptScreenKey(null), JSON.stringify({ ...kept, at: Date.now() }));
    const { keptAtStart, keptScreenIn } = await import('./paintKeptFirst');
    expect(keptScreenIn()).toBe(true);
    expect(document.getElementById(KEPT_SCREEN_ID)?.textContent).toBe('kept row');
    expect(keptAtStart()).toMatchObject(kept);
  });

  it('hands over nothing when nothing was kept for this page', async () => {
    window.history.replaceState(null, '', '/main/public');
    document.body.innerHTML = '<div id="app"></div>';
    const { keptAtStart, keptScreenIn } = await import('./paintKeptFirst');
    expect(keptScreenIn()).toBe(false);
    expect(keptAtStart()).toBeNull();
  });
});
