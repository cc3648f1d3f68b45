import { describe, expect, it } from 'vitest';
import { choosePushKey } from './pushKey';

describe('the web-push key', () => {
  it("takes the instance's key where it tells one", () => {
    expect(choosePushKey('BInstance', 'BApp')).toBe('BInstance');
    expect(choosePushKey('BInstance', undefined)).toBe('BInstance');
  });

  it("falls back to the app registration's key (Mastodon 4.0-4.2)", () => {
    expect(choosePushKey(null, 'BApp')).toBe('BApp');
    expect(choosePushKey(undefined, 'BApp')).toBe('BApp');
    expect(choosePushKey('', 'BApp')).toBe('BApp');
  });

  it('is none when neither tells one', () => {
    expect(choosePushKey(null, undefined)).toBeNull();
  });
});
