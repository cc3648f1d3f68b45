import { describe, expect, it } from 'vitest';
import { choosePushKey } from './pushKey';

describe('the web-push key', () => {
  it("takes the instance's key where it tells one", () => {
    expect(choosePushKey('BInstance', { vapidKey: 'BApp' })).toBe('BInstance');
    expect(choosePushKey('BInstance', null)).toBe('BInstance');
  });

  it("falls back to the app registration's key (Mastodon 4.0-4.2)", () => {
    expect(choosePushKey(null, { vapidKey: 'BApp' })).toBe('BApp');
    expect(choosePushKey(undefined, { vapidKey: 'BApp' })).toBe('BApp');
    expect(choosePushKey('', { vapidKey: 'BApp' })).toBe('BApp');
  });

  it('is none when neither tells one', () => {
    expect(choosePushKey(null, null)).toBeNull();
    expect(choosePushKey(null, {})).toBeNull();
  });
});
