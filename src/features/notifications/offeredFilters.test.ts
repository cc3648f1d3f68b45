import { describe, expect, it } from 'vitest';
import { NOTIFICATION_FILTERS } from './notificationKinds';
import { offeredFilters } from './offeredFilters';

describe('offeredFilters', () => {
  it('offers every switch where reactions and moves come (Akkoma)', () => {
    expect(offeredFilters({ pleromaApi: true, reactions: true })).toEqual(NOTIFICATION_FILTERS);
  });
  it('leaves out reactions and moves where the server sends neither (Mastodon, GoToSocial)', () => {
    const offered = offeredFilters({ pleromaApi: false, reactions: false });
    expect(offered).not.toContain('emojiReactions');
    expect(offered).not.toContain('moves');
    expect(offered).toEqual(
      NOTIFICATION_FILTERS.filter((key) => key !== 'emojiReactions' && key !== 'moves'),
    );
  });
  it('keeps moves on a Pleroma without reactions', () => {
    expect(offeredFilters({ pleromaApi: true, reactions: false })).toEqual(
      NOTIFICATION_FILTERS.filter((key) => key !== 'emojiReactions'),
    );
  });
});
