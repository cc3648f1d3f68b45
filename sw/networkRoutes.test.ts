import { describe, expect, it } from 'vitest';
import { staticRoutes } from './networkRoutes';
import { isClientRoute, isLocaleChunk } from './shellRoutes';

// Node 20 has no URLPattern; the rules use only its `*` (any characters), read here as a glob.
const matches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.]/g, '\\.'))
      .join('.*')}$`,
  ).test(path);

/** The source of the first rule whose pathname pattern matches (the browser's order). */
function sourceFor(path: string): unknown {
  for (const [pattern, source] of staticRoutes('precache-name'))
    if (matches(pattern, path)) return source;
  return 'no rule: the worker decides';
}

describe('staticRoutes', () => {
  it('sends the server paths to the network', () => {
    for (const path of ['/api/v1/timelines/public', '/oauth/token', '/media/a.png', '/static/x'])
      expect(sourceFor(path)).toBe('network');
  });

  it('answers the hashed build from the precache without the worker', () => {
    expect(sourceFor('/assets/index-CvSEkmG5.js')).toEqual({ cacheName: 'precache-name' });
    expect(sourceFor('/assets/index-EXbGU6sZ.css')).toEqual({ cacheName: 'precache-name' });
  });

  it('leaves the language chunks to the worker, which keeps them on first use', () => {
    expect(isLocaleChunk('/assets/locale-de-CmIQUcfF.js')).toBe(true);
    expect(sourceFor('/assets/locale-de-CmIQUcfF.js')).toBe('fetch-event');
  });

  it('leaves navigations to the worker (the shell is stored under index.html)', () => {
    for (const path of ['/', '/main/all', '/users/3']) {
      expect(isClientRoute(path)).toBe(true);
      expect(sourceFor(path)).toBe('no rule: the worker decides');
    }
  });
});
