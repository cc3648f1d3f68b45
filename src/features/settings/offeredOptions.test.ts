import { describe, expect, it } from 'vitest';
import { offeredOptions, POSTING_OPTIONS, PRIVACY_OPTIONS } from './offeredOptions';

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
