import { describe, expect, it } from 'vitest';
import { savedTimelineKey } from './savedTimelines';

describe('savedTimelineKey', () => {
  it('keeps home and the posts of an opened profile, each under its own key', () => {
    expect(savedTimelineKey('friends', {})).toBe('home');
    expect(savedTimelineKey('user', { user_id: 'a1' })).toBe('user:a1');
  });
  it('keeps no other timeline, nor home with parameters', () => {
    expect(savedTimelineKey('public', {})).toBeNull();
    expect(savedTimelineKey('tag', { tag: 'petrel' })).toBeNull();
    expect(savedTimelineKey('friends', { only_media: true })).toBeNull();
    expect(savedTimelineKey('media', { user_id: 'a1' })).toBeNull();
  });
});
