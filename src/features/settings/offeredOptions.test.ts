import { describe, expect, it } from 'vitest';
import { offeredOptions, POSTING_OPTIONS, PRIVACY_OPTIONS } from './offeredOptions';

const akkoma = {
  pleromaAccountOptions: true,
  pleromaApi: true,
  akkomaApi: true,
  software: 'akkoma',
  softwareVersion: '3.15.2',
};
const pleroma = { ...akkoma, akkomaApi: false };
const plain = {
  pleromaAccountOptions: false,
  pleromaApi: false,
  akkomaApi: false,
  software: 'gotosocial',
  softwareVersion: '0.19.1',
};
const mastodon = (softwareVersion: string) => ({ ...plain, software: 'mastodon', softwareVersion });

describe('offeredOptions', () => {
  it("keeps every option on Akkoma but Mastodon's one flag for both lists", () => {
    expect(offeredOptions(PRIVACY_OPTIONS, akkoma)).toEqual(
      PRIVACY_OPTIONS.filter((name) => name !== 'hideCollections'),
    );
    expect(offeredOptions(POSTING_OPTIONS, akkoma)).toEqual(POSTING_OPTIONS);
  });
  it("leaves out Akkoma's follow-back on Pleroma", () => {
    expect(offeredOptions(PRIVACY_OPTIONS, pleroma)).not.toContain('permitFollowback');
    expect(offeredOptions(PRIVACY_OPTIONS, pleroma)).toContain('hideFavorites');
  });
  it('keeps only the Mastodon API options on GoToSocial and Mastodon before 4.1', () => {
    expect(offeredOptions(PRIVACY_OPTIONS, plain)).toEqual(['locked', 'discoverable']);
    expect(offeredOptions(PRIVACY_OPTIONS, mastodon('4.0.2'))).toEqual(['locked', 'discoverable']);
    expect(offeredOptions(POSTING_OPTIONS, plain)).toEqual(['defaultNSFW']);
    expect(
      offeredOptions(['blockNotificationsFromStrangers', 'webPushHideContents'], plain),
    ).toEqual([]);
  });
  it('offers hiding both lists from Mastodon 4.1 on (hide_collections)', () => {
    for (const version of ['4.1.0', '4.2.0', '4.3.0-beta.1', '10.0.0'])
      expect(offeredOptions(PRIVACY_OPTIONS, mastodon(version)), version).toEqual([
        'locked',
        'discoverable',
        'hideCollections',
      ]);
    expect(offeredOptions(['hideCollections'], mastodon(''))).toEqual([]);
  });
});
