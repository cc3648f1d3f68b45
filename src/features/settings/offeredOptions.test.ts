import { describe, expect, it } from 'vitest';
import {
  offeredNotificationTypes,
  offeredOptions,
  POSTING_OPTIONS,
  PRIVACY_OPTIONS,
} from './offeredOptions';

const akkoma = { pleromaAccountOptions: true, pleromaApi: true, akkomaApi: true, reactions: true };
const pleroma = { ...akkoma, akkomaApi: false };
const plain = {
  pleromaAccountOptions: false,
  pleromaApi: false,
  akkomaApi: false,
  reactions: false,
};

describe('offeredOptions', () => {
  it('keeps every option on Akkoma', () => {
    expect(offeredOptions(PRIVACY_OPTIONS, akkoma)).toEqual(PRIVACY_OPTIONS);
    expect(offeredOptions(POSTING_OPTIONS, akkoma)).toEqual(POSTING_OPTIONS);
  });
  it("leaves out Akkoma's follow-back on Pleroma", () => {
    expect(offeredOptions(PRIVACY_OPTIONS, pleroma)).not.toContain('permitFollowback');
    expect(offeredOptions(PRIVACY_OPTIONS, pleroma)).toContain('hideFavorites');
  });
  it('keeps only the Mastodon API options on GoToSocial and Mastodon', () => {
    expect(offeredOptions(PRIVACY_OPTIONS, plain)).toEqual(['locked', 'discoverable']);
    expect(offeredOptions(POSTING_OPTIONS, plain)).toEqual(['defaultNSFW']);
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
