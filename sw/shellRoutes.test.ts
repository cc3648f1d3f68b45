import { describe, expect, it } from 'vitest';
import { isClientRoute, isLocaleChunk } from './shellRoutes';

describe('isClientRoute', () => {
  it.each([
    '/',
    '/main/all',
    '/main/friends',
    '/notice/9',
    '/users/3',
    '/juniper',
    '/oauth-callback',
  ])('%s is answered by the app shell', (path) => expect(isClientRoute(path)).toBe(true));

  it.each([
    '/api/v1/timelines/home',
    '/oauth/authorize',
    '/oauth',
    '/nodeinfo/2.0.json',
    '/.well-known/nodeinfo',
    '/static/config.json',
    '/media/a.png',
    '/proxy/x',
    '/pleroma/admin/',
    '/manifest.json',
    '/__control/reset',
  ])('%s goes to the server', (path) => expect(isClientRoute(path)).toBe(false));
});

describe('isLocaleChunk', () => {
  it('takes the built language chunks', () => {
    expect(isLocaleChunk('/assets/locale-de-CmIQUcfF.js')).toBe(true);
    expect(isLocaleChunk('/assets/locale-pt_BR-x1.js')).toBe(true);
  });

  it('leaves everything else', () => {
    expect(isLocaleChunk('/assets/index-Cv_zNDxz.js')).toBe(false);
    expect(isLocaleChunk('/assets/localeBundles-CnFVUqm4.js')).toBe(false);
    expect(isLocaleChunk('/api/v1/assets/locale-de.js')).toBe(false);
    expect(isLocaleChunk('/assets/locale-de.js/x')).toBe(false);
  });
});
