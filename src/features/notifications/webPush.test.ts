import { describe, expect, it } from 'vitest';
import { isAppPath } from './webPush';

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
