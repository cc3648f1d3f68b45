import { describe, expect, it } from 'vitest';
import { isAppPath, PUSH_ALERTS } from './webPush';

describe('paths the service worker may open in a tab', () => {
  it('takes rooted paths of this origin', () => {
    expect(isAppPath('/notice/abc')).toBe(true);
    expect(isAppPath('/users/u1?x=1#followers')).toBe(true);
  });

  it('refuses other hosts, relative paths and non-strings', () => {
    expect(isAppPath('//evil.example/notice/1')).toBe(false);
    expect(isAppPath('https://evil.example/')).toBe(false);
    expect(isAppPath('notice/1')).toBe(false);
    expect(isAppPath(null)).toBe(false);
    expect(isAppPath({ path: '/' })).toBe(false);
  });
});

describe('push alerts', () => {
  it('asks for the five kinds of document 3 §3', () => {
    expect(PUSH_ALERTS).toEqual({
      follow: true,
      favourite: true,
      mention: true,
      reblog: true,
      move: true,
    });
  });
});
