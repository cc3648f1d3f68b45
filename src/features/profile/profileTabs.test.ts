import { describe, expect, it } from 'vitest';
import { tabFromHash, visibleTabs } from './profileTabs';

const other = { own: false, hideFollows: false, hideFollowers: false };

describe('profile tabs', () => {
  it('shows favorites only on one’s own profile', () => {
    expect(visibleTabs(other)).not.toContain('favorites');
    expect(visibleTabs({ ...other, own: true })).toContain('favorites');
  });
  it('hides follows and followers when the user hides them, except to the user', () => {
    const hidden = { ...other, hideFollows: true, hideFollowers: true };
    expect(visibleTabs(hidden)).toEqual(['statuses', 'replies', 'media']);
    expect(visibleTabs({ ...hidden, own: true })).toContain('followers');
  });
  it('reads the hash, falling back to the preferred tab', () => {
    expect(tabFromHash('#media', other)).toBe('media');
    expect(tabFromHash('', other, 'replies')).toBe('replies');
    expect(tabFromHash('#favorites', other, 'favorites')).toBe('statuses');
    expect(tabFromHash('#nonsense', other)).toBe('statuses');
  });
});
