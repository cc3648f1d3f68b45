import { describe, expect, it } from 'vitest';
import type { User } from '../entities';
import { normaliseRelationship } from '../normalise/relationship';
import { normaliseUser, normaliseUsers } from '../normalise/user';
import { emptyRelationship } from '../relationshipLookup';
import type { WireAccount, WireRelationship } from '../wire';
import { readFixture } from './fixtures';

function user(name: string): User {
  return normaliseUser(readFixture(`soapbox-fixtures/${name}.json`) as WireAccount);
}

describe('accounts from real servers', () => {
  it('pleroma-account: an admin with profile fields', () => {
    const u = user('pleroma-account');
    expect(u).toMatchObject({
      id: '9v5bmRalQvjOy0ECcC',
      name: 'Alex Gleason',
      screen_name: 'alex',
      screen_name_ui: 'alex',
      is_local: true,
      role: 'admin',
      rights: { admin: true, moderator: false },
      followers_count: 2378,
      friends_count: 1571,
      statuses_count: 23477,
      hide_favorites: true,
      favicon: 'https://gleasonator.com/favicon.png',
      statusnet_profile_url: 'https://gleasonator.com/users/alex',
      discoverable: false,
    });
    expect(u.fields_html).toHaveLength(9);
    expect(u.fields_text[0]).toEqual({ name: 'Website', value: 'https://alexgleason.me' });
    expect(u.description).toContain("I'm vegan btw");
    expect(u.description_html).toContain('I&#39;m vegan btw');
  });

  it('account-with-emojis: custom emoji in the display name', () => {
    const u = user('account-with-emojis');
    expect(u.emoji.map((emoji) => emoji.shortcode)).toEqual(['ablobcatrainbow', 'soapbox']);
    expect(u.name_html).toContain('alt=":soapbox:"');
    expect(u.name_html).toContain('Alex Gleason 😂');
  });

  it('lain: a remote account', () => {
    const u = user('lain');
    expect(u).toMatchObject({
      screen_name: 'lain@lain.com',
      screen_name_ui: 'lain@lain.com',
      is_local: false,
      role: 'member',
    });
    expect(u.instance?.name).toBe('lain.com');
  });

  it('mk: an admin with a policy tag', () => {
    const u = user('mk');
    expect(u.role).toBe('admin');
    expect(u.tags).toEqual(['verified']);
    expect(u.emoji).toHaveLength(2);
  });

  it('pleroma-2.2.2-account: a member', () => {
    expect(user('pleroma-2.2.2-account')).toMatchObject({
      role: 'member',
      rights: { admin: false, moderator: false },
    });
  });

  it('account-moved: the account moved to', () => {
    const u = user('account-moved');
    expect(u.moved).toMatchObject({ screen_name: 'alex@fedibird.com', is_local: false });
    // An empty display name falls back to the user name.
    expect(u.name).toBe('benis911');
  });

  it('gotosocial-account: source privacy becomes default_scope', () => {
    expect(user('gotosocial-account')).toMatchObject({
      id: '00YSECR4P7E64BD5MBA639PRVT',
      default_scope: 'unlisted',
      role: 'member',
    });
  });

  it.each(['mastodon-account', 'fedibird-account', 'truthsocial-account', 'realDonaldTrump'])(
    '%s: a Mastodon-family account',
    (name) => {
      const u = user(name);
      expect(u.id).not.toBe('');
      expect(u.role).toBe('member');
      expect(u.is_local).toBe(true);
      expect(u.profile_image_url_original).toMatch(/^https?:/);
    },
  );

  it('blocks: a list of accounts', () => {
    expect(
      normaliseUsers(readFixture('soapbox-fixtures/blocks.json')).map((u) => [u.id, u.screen_name]),
    ).toEqual([['22', 'twoods']]);
  });

  it('accounts: an id-keyed map of remote accounts', () => {
    const map = readFixture('soapbox-fixtures/accounts.json') as Record<string, unknown>;
    const users = normaliseUsers(Object.values(map));
    expect(users.map((u) => u.id)).toEqual(['9w1HhmenIAKBHJiUs4', '9w1HhmenIAKBHJiUs5']);
    expect(users.every((u) => u.screen_name === 'alex@gleasonator.com' && !u.is_local)).toBe(true);
  });

  it('relationship: every flag', () => {
    expect(
      normaliseRelationship(readFixture('soapbox-fixtures/relationship.json') as WireRelationship),
    ).toEqual({
      // Every flag the fixture leaves at a new relationship's value, but these two.
      ...emptyRelationship('9vMAje101ngtjlMj7w'),
      blocking: true,
      muting_notifications: true,
    });
  });
});
