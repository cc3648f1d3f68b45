import { describe, expect, it } from 'vitest';
import { isClientRoute } from './shellRoutes';

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
