import { describe, expect, it } from 'vitest';
import type { InstanceSettings } from '../entities';
import { normaliseInstance } from '../normalise/instance';
import { normaliseNodeinfo } from '../normalise/nodeinfo';
import type { WireInstance, WireNodeinfo } from '../wire';
import { readCapture, readFixture } from './fixtures';

function instance(name: string, nodeinfoFile?: string): InstanceSettings {
  const nodeinfo = nodeinfoFile
    ? normaliseNodeinfo(readFixture(nodeinfoFile) as WireNodeinfo)
    : null;
  return normaliseInstance(readFixture(`soapbox-fixtures/${name}.json`) as WireInstance, nodeinfo);
}

describe('instances from real servers', () => {
  it('akkoma-instance: Akkoma 3.3 settings', () => {
    expect(instance('akkoma-instance')).toMatchObject({
      name: 'FEDIsroot',
      server: 'https://fe.disroot.org',
      textlimit: 5000,
      uploadlimit: 16000000,
      avatarlimit: 2000000,
      backgroundlimit: 4000000,
      bannerlimit: 4000000,
      registrationOpen: false,
      accountApprovalRequired: false,
      accountActivationRequired: false,
      vapidPublicKey: null,
      pollLimits: {
        max_options: 20,
        max_option_chars: 200,
        min_expiration: 0,
        max_expiration: 31536000,
      },
      supports: { polls: true, editing: true, reactions: true, mediaProxy: true },
      federating: true,
      software: 'akkoma',
      postFormats: [
        'text/plain',
        'text/html',
        'text/markdown',
        'text/bbcode',
        'text/x.misskeymarkdown',
      ],
      fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
      stats: { user_count: 357, status_count: 8081, domain_count: 6972 },
    });
  });

  it('pleroma-instance: Pleroma 2.4 with quotes and a push key', () => {
    const settings = instance('pleroma-instance');
    expect(settings).toMatchObject({
      name: 'Gleasonator',
      uploadlimit: 100000000,
      registrationOpen: true,
      accountApprovalRequired: true,
      supports: { quotes: true, editing: false },
      software: 'pleroma',
    });
    expect(settings.vapidPublicKey).toMatch(/^BLElLQVJVmY_/);
  });

  it('pleroma-instance with Akkoma docs nodeinfo: nodeinfo fills the rest', () => {
    const settings = instance('pleroma-instance', 'nodeinfo/akkoma-docs-nodeinfo-2.1.json');
    expect(settings.restrictedNicknames).toContain('about');
    expect(settings.staffAccounts).toEqual([
      'https://example.com/users/admin',
      'https://example.com/users/staff',
    ]);
    expect(settings.backendVersion).toBe('2.5.2');
    expect(settings.private).toBe(false);
    expect(settings.suggestionsEnabled).toBe(false);
    // The instance reply wins where both speak.
    expect(settings.fieldsLimits.maxFields).toBe(15);
    expect(settings.uploadlimit).toBe(100000000);
  });

  it('mastodon-instance-v2: the v2 shape', () => {
    const settings = instance('mastodon-instance-v2');
    expect(settings).toMatchObject({
      server: 'mastodon.social',
      textlimit: 500,
      uploadlimit: 10485760,
      pollLimits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
      supports: { editing: true, translation: false },
      software: 'mastodon',
    });
    expect(settings.contactAccount?.screen_name).toBe('Gargron');
  });

  it('mastodon 3.4 and 3.5rc: editing from the version', () => {
    expect(instance('mastodon-instance').supports.editing).toBe(false);
    expect(instance('mastodon-instance-rc').supports.editing).toBe(true);
    expect(instance('mastodon-3.0.0-instance')).toMatchObject({
      supports: { editing: false },
      textlimit: 5000,
    });
  });

  it('friendica-instance: a date version is not read as Mastodon', () => {
    expect(instance('friendica-instance')).toMatchObject({
      textlimit: 200000,
      supports: { editing: false },
    });
  });

  it.each(['fedibird-instance', 'gotosocial-instance', 'mitra-instance', 'pixelfed-instance'])(
    '%s reads with defaults',
    (name) => {
      const settings = instance(name);
      expect(settings.name).not.toBe('');
      expect(settings.textlimit).toBeGreaterThan(0);
      expect(settings.pollLimits.max_options).toBeGreaterThan(0);
      expect(settings.features).toEqual([]);
    },
  );

  it('mitra-instance: software from the compatibility note', () => {
    expect(instance('mitra-instance')).toMatchObject({ software: 'mitra', uploadlimit: 0 });
  });
});

describe('nodeinfo examples', () => {
  it('akkoma docs 2.0 and 2.1', () => {
    for (const file of [
      'nodeinfo/akkoma-docs-nodeinfo-2.0.json',
      'nodeinfo/akkoma-docs-nodeinfo-2.1.json',
    ]) {
      const nodeinfo = normaliseNodeinfo(readFixture(file) as WireNodeinfo);
      expect(nodeinfo).toMatchObject({
        software_name: 'pleroma',
        nodeName: 'Example',
        openRegistrations: true,
        federating: true,
        fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
        uploadLimits: { general: 16000000, avatar: 2000000, background: 4000000, banner: 4000000 },
        pollLimits: {
          max_options: 20,
          max_option_chars: 200,
          min_expiration: 0,
          max_expiration: 31536000,
        },
      });
      expect(nodeinfo.features).toContain('pleroma_emoji_reactions');
      expect(nodeinfo.postFormats).toContain('text/markdown');
    }
  });

  it('the NodeInfo spec examples (diaspora)', () => {
    for (const file of ['nodeinfo/example-2.0.json', 'nodeinfo/example-2.1.json']) {
      expect(normaliseNodeinfo(readFixture(file) as WireNodeinfo)).toMatchObject({
        software_name: 'diaspora',
        software_version: '0.5.0',
        usersTotal: 123,
        localPosts: 500,
        features: [],
      });
    }
  });
});

describe('the push key', () => {
  it('GoToSocial 0.20 tells its push key in v2 only: the key is read from there', () => {
    const v1 = readCapture('gotosocial/instance-v1.json').body as WireInstance;
    const v2 = readCapture('gotosocial/instance-v2.json').body as WireInstance;
    expect(normaliseInstance(v1).vapidPublicKey).toBeNull();
    expect(normaliseInstance(v1, null, null, v2).vapidPublicKey).toMatch(/^BFwBXXVQ/);
  });
});
