import { describe, expect, it } from 'vitest';
import { normaliseUser, normaliseUsers, tryNormaliseUser, userRole } from './user';

describe('normaliseUser', () => {
  it('derives role, rights, is_local and screen_name_ui', () => {
    const user = normaliseUser({
      id: '1',
      acct: 'alice@xn--bcher-kva.example',
      username: 'alice',
      display_name: 'Alice :blob:',
      emojis: [{ shortcode: 'blob', url: 'https://e/blob.png' }],
      pleroma: { is_admin: false, is_moderator: true, tags: ['mrf_tag:media-force-nsfw'] },
    });
    expect(user.role).toBe('moderator');
    expect(user.rights).toEqual({ admin: false, moderator: true });
    expect(user.is_local).toBe(false);
    expect(user.screen_name_ui).toBe('alice@🌐bücher.example');
    expect(user.name_html).toContain('<img class="emoji"');
    expect(user.tags).toEqual(['mrf_tag:media-force-nsfw']);
    expect(user.instance?.name).toBe('xn--bcher-kva.example');
  });

  it('maps Mastodon role badges', () => {
    expect(normaliseUser({ id: '1', acct: 'a', roles: [{ name: 'Owner' }] }).role).toBe('admin');
    expect(normaliseUser({ id: '1', acct: 'a', role: { name: 'Moderator' } }).role).toBe(
      'moderator',
    );
    expect(userRole({ admin: false, moderator: false })).toBe('member');
  });

  it('reads profile fields in three forms', () => {
    const user = normaliseUser({
      id: '1',
      acct: 'a',
      fields: [
        {
          name: 'Site',
          value: '<a href="https://a.example">https://a.example</a>',
          verified_at: '2022-01-01',
        },
      ],
    });
    expect(user.fields_html).toEqual([
      {
        name: 'Site',
        value: '<a href="https://a.example">https://a.example</a>',
        verified_at: '2022-01-01',
      },
    ]);
    expect(user.fields_text).toEqual([{ name: 'Site', value: 'https://a.example' }]);
  });

  it('reads Akkoma instance info and the source privacy', () => {
    const user = normaliseUser({
      id: '1',
      acct: 'bob@remote.example',
      akkoma: {
        instance: {
          name: 'remote.example',
          favicon: 'https://remote.example/favicon.png',
          nodeinfo: { software: { name: 'misskey', version: '13' } },
        },
      },
      source: { privacy: 'unlisted' },
    });
    expect(user.instance).toEqual({
      name: 'remote.example',
      software_name: 'misskey',
      software_version: '13',
      favicon: 'https://remote.example/favicon.png',
    });
    expect(user.favicon).toBe('https://remote.example/favicon.png');
    expect(user.default_scope).toBe('unlisted');
  });

  it('keeps the own account\'s "new media sensitive" default only when it is on', () => {
    const own = (sensitive: unknown) =>
      normaliseUser({ id: '1', username: 'hana', source: { sensitive } } as never);
    expect(own(true).default_sensitive).toBe(true);
    expect(own(false)).not.toHaveProperty('default_sensitive');
    expect(own('yes')).not.toHaveProperty('default_sensitive');
  });

  it('defaults everything for junk input', () => {
    const user = normaliseUser(null as never);
    expect(user).toMatchObject({
      id: '',
      screen_name: '',
      is_local: true,
      role: 'member',
      followers_count: 0,
      emoji: [],
      fields: [],
    });
    expect(tryNormaliseUser({ acct: 'x' })).toBeNull();
    expect(normaliseUsers([{ id: '1', acct: 'a' }, null, { acct: 'b' }])).toHaveLength(1);
  });
  it("reads Mastodon's hide_collections as both lists hidden, Akkoma's flags first", () => {
    const hidden = normaliseUser({ id: '1', acct: 'a', hide_collections: true });
    expect([hidden.hide_followers, hidden.hide_follows]).toEqual([true, true]);
    const open = normaliseUser({ id: '1', acct: 'a', hide_collections: null });
    expect([open.hide_followers, open.hide_follows]).toEqual([false, false]);
    const akkoma = normaliseUser({
      id: '1',
      acct: 'a',
      hide_collections: true,
      pleroma: { hide_followers: true, hide_follows: false },
    });
    expect([akkoma.hide_followers, akkoma.hide_follows]).toEqual([true, false]);
  });
});
