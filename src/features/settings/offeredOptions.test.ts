import { describe, expect, it } from 'vitest';
import { offeredNotificationTypes, offeredOptions } from './offeredOptions';

const akkoma = { pleromaAccountOptions: true, pleromaApi: true, akkomaApi: true, reactions: true };
const pleroma = { ...akkoma, akkomaApi: false };
const plain = {
  pleromaAccountOptions: false,
  pleromaApi: false,
  akkomaApi: false,
  reactions: false,
};
const PRIVACY = [
  'locked',
  'permitFollowback',
  'allowFollowingMove',
  'discoverable',
  'hideFavorites',
  'hideFollowers',
  'hideFollowersCount',
  'hideFollows',
  'hideFollowsCount',
] as const;

describe('offeredOptions', () => {
  it('keeps every option on Akkoma', () => {
    expect(offeredOptions(PRIVACY, akkoma)).toEqual(PRIVACY);
    expect(offeredOptions(['defaultNSFW', 'stripRichContent'], akkoma)).toEqual([
      'defaultNSFW',
      'stripRichContent',
    ]);
  });
  it("leaves out Akkoma's follow-back on Pleroma", () => {
    expect(offeredOptions(PRIVACY, pleroma)).not.toContain('permitFollowback');
    expect(offeredOptions(PRIVACY, pleroma)).toContain('hideFavorites');
  });
  it('keeps only the Mastodon API options on GoToSocial and Mastodon', () => {
    expect(offeredOptions(PRIVACY, plain)).toEqual(['locked', 'discoverable']);
    expect(offeredOptions(['defaultNSFW', 'stripRichContent'], plain)).toEqual(['defaultNSFW']);
    expect(
      offeredOptions(['blockNotificationsFromStrangers', 'webPushHideContents'], plain),
    ).toEqual([]);
  });
});

describe('offeredNotificationTypes', () => {
  const TYPES = ['mentions', 'likes', 'moves', 'emojiReactions', 'polls'] as const;
  it('keeps reactions and moves where the server sends them', () => {
    expect(offeredNotificationTypes(TYPES, akkoma)).toEqual(TYPES);
    expect(offeredNotificationTypes(TYPES, { ...akkoma, reactions: false })).toEqual([
      'mentions',
      'likes',
      'moves',
      'polls',
    ]);
  });
  it('leaves both out elsewhere', () => {
    expect(offeredNotificationTypes(TYPES, plain)).toEqual(['mentions', 'likes', 'polls']);
  });
});
