import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_LIMITS, DEFAULT_TEXT_LIMIT } from '../entities';
import { normaliseInstance, softwareFromVersion } from './instance';
import { normaliseNodeinfo } from './nodeinfo';

describe('normaliseInstance', () => {
  it('uses the spec defaults for an empty reply', () => {
    const settings = normaliseInstance({});
    expect(settings.textlimit).toBe(DEFAULT_TEXT_LIMIT);
    expect(settings.pollLimits).toEqual(DEFAULT_POLL_LIMITS);
    expect(settings).toMatchObject({
      uploadlimit: 0,
      registrationOpen: false,
      federating: true,
      private: false,
      postFormats: ['text/plain'],
    });
  });

  it('parses limits as integers', () => {
    const settings = normaliseInstance({
      max_toot_chars: '500',
      upload_limit: '16000000',
      avatar_upload_limit: 2000000.5,
    });
    expect(settings.textlimit).toBe(500);
    expect(settings.uploadlimit).toBe(16000000);
    expect(settings.avatarlimit).toBe(2000000);
  });

  it('merges nodeinfo and frontend configuration', () => {
    const nodeinfo = normaliseNodeinfo({
      software: { name: 'akkoma', version: '3.9.3' },
      metadata: {
        features: ['akkoma:machine_translation', 'safe_dm_mentions'],
        restrictedNicknames: ['about'],
        staffAccounts: ['https://x/users/admin'],
        localBubbleInstances: ['b.example'],
        mailerEnabled: true,
        uploadLimits: { general: 100, avatar: 10, background: 20, banner: 30 },
      },
    });
    const settings = normaliseInstance({ title: 'X' }, nodeinfo, {
      logo: '/static/logo.svg',
      theme: 'pleroma-dark',
    });
    expect(settings).toMatchObject({
      name: 'X',
      supports: { translation: true, safeDM: true, bubbleTimeline: true },
      restrictedNicknames: ['about'],
      staffAccounts: ['https://x/users/admin'],
      localBubbleInstances: ['b.example'],
      mailerEnabled: true,
      uploadlimit: 100,
      avatarlimit: 10,
      backgroundlimit: 20,
      bannerlimit: 30,
      backendVersion: '3.9.3',
      software: 'akkoma',
      logo: '/static/logo.svg',
      theme: 'pleroma-dark',
    });
  });

  it('reads the Mastodon v2 shape', () => {
    const settings = normaliseInstance({
      domain: 'm.example',
      title: 'M',
      version: '4.2.0',
      thumbnail: { url: 'https://m.example/t.png' },
      registrations: { enabled: true, approval_required: true },
      configuration: {
        statuses: { max_characters: 500 },
        polls: {
          max_options: 4,
          max_characters_per_option: 50,
          min_expiration: 300,
          max_expiration: 2629746,
        },
        translation: { enabled: true },
      },
      contact: { email: 'a@m.example', account: { id: '1', acct: 'admin' } },
    });
    expect(settings).toMatchObject({
      server: 'm.example',
      thumbnail: 'https://m.example/t.png',
      registrationOpen: true,
      accountApprovalRequired: true,
      textlimit: 500,
      pollLimits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      // Mastodon translates through another call than Akkoma's: not offered.
      supports: { translation: false, editing: true, polls: true, pleromaApi: false },
      email: 'a@m.example',
      software: 'mastodon',
    });
    expect(settings.contactAccount?.screen_name).toBe('admin');
  });

  it('accepts wire nodeinfo as well as normalised', () => {
    const settings = normaliseInstance(
      {},
      { software: { name: 'Pleroma', version: '2.6' }, metadata: { private: true } },
    );
    expect(settings).toMatchObject({ software: 'pleroma', backendVersion: '2.6', private: true });
    expect(settings.publicTimelineVisibility).toEqual({
      local: false,
      federated: false,
      bubble: false,
    });
  });

  it('never throws on junk', () => {
    expect(() => normaliseInstance(null as never, null, null)).not.toThrow();
    expect(() =>
      normaliseInstance({ registrations: 'yes', poll_limits: 'x', pleroma: 3 } as never),
    ).not.toThrow();
  });
});

describe('softwareFromVersion', () => {
  it('reads the compatible marker', () => {
    expect(softwareFromVersion('2.7.2 (compatible; Akkoma 3.3.1-0-gaf90a4e51)')).toBe('akkoma');
    expect(softwareFromVersion('2.7.2 (compatible; Pleroma 2.4.51)')).toBe('pleroma');
    expect(softwareFromVersion('4.0.0')).toBe('mastodon');
    expect(softwareFromVersion('')).toBe('');
  });
});
