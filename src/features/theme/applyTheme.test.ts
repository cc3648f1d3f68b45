// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fakeServer';
import { loadTheme, warmTheme } from './applyTheme';

function themeServer() {
  return fakeServer((path) => {
    if (path === '/static/styles.json')
      return json({ 'pleroma-dark': '/static/themes/dark.json', sea: '/static/themes/sea.json' });
    const bg = path.endsWith('sea.json') ? '#003344' : '#121212';
    return json({ theme: { colors: { bg, text: '#eeeeee', fg: bg, link: '#88ccff' } } });
  });
}

const background = () => document.documentElement.style.getPropertyValue('--bg');

describe('warmTheme and loadTheme', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));

  it('a right guess: start-up makes no call of its own', async () => {
    const server = themeServer();
    warmTheme(server.api, 'sea');
    expect(await loadTheme(server.api, 'sea')).toBe(true);
    expect(server.calls).toEqual(['/static/styles.json', '/static/themes/sea.json']);
    expect(background()).not.toBe('');
  });

  it('a wrong guess: the configured theme is loaded and applied all the same', async () => {
    const server = themeServer();
    warmTheme(server.api, 'pleroma-dark');
    expect(await loadTheme(server.api, 'sea')).toBe(true);
    expect(server.calls).toEqual([
      '/static/styles.json',
      '/static/themes/dark.json',
      '/static/themes/sea.json',
    ]);
    const sea = background();
    await loadTheme(server.api, 'sea');
    expect(background()).toBe(sea);
  });

  it('the warm calls serve one load only: a later theme change asks the server again', async () => {
    const server = themeServer();
    warmTheme(server.api, 'sea');
    await loadTheme(server.api, 'sea');
    await loadTheme(server.api, 'sea');
    expect(server.calls).toEqual([
      '/static/styles.json',
      '/static/themes/sea.json',
      '/static/styles.json',
      '/static/themes/sea.json',
    ]);
  });
});
