import { describe, expect, it } from 'vitest';
import { DEFAULT_POLL_LIMITS } from '../entities';
import { detectFeatures, type ServerFeatures } from '../features';
import type { WireInstance, WireNodeinfo } from '../wire';
import { listFixtures, readCapture, readFixture } from './fixtures';

/**
 * Feature detection over every instance and nodeinfo reply in ../shared/fixtures (see its
 * MANIFEST.md). Each file has its own row: the software found, every feature that must be on
 * (all others must be off), and the limits that matter. A new fixture without a row fails.
 */

type Flag = {
  [K in keyof ServerFeatures]: ServerFeatures[K] extends boolean ? K : never;
}[keyof ServerFeatures];

/** What every Mastodon-API server is taken to have until it says otherwise. */
const EVERY: Flag[] = ['passwordGrant', 'conversations'];

/** Servers outside the Pleroma family resolve names with /api/v1/accounts/lookup. */
const NOT_PLEROMA: Flag[] = [...EVERY, 'accountLookup'];

/** Everything the Pleroma API family brings, whatever its feature list says. */
const PLEROMA_FAMILY: Flag[] = [
  ...EVERY,
  'directTimeline',
  'pleromaAccountOptions',
  'domainBlocks',
  'themes',
  'staffDeleteOthers',
  'streamingTextPing',
  'pleromaApi',
  'mfa',
  'captcha',
  'adminApi',
  'announcements',
  'localOnly',
  'subscriptions',
  'accountManagement',
  'accountMigration',
  'backups',
  'imports',
  'mascot',
  'polls',
];

interface Row {
  software: string;
  on: Flag[];
  text: number;
  pollOptions: number;
  upload: number;
  formats: string[];
}

const SPEC_POLLS = DEFAULT_POLL_LIMITS.max_options;

/** A server with no extension: polls at the spec's limits, plain text, no upload limit said. */
function plainServer(software: string, text = 5000): Row {
  return {
    software,
    on: [...NOT_PLEROMA, 'polls'],
    text,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  };
}

/** A Mastodon server with the limits these fixtures carry, plus what one version or fork adds. */
function mastodon(...extra: Flag[]): Row {
  return {
    software: 'mastodon',
    on: [...NOT_PLEROMA, 'domainBlocks', 'announcements', 'polls', ...extra],
    text: 500,
    pollOptions: 4,
    upload: 10485760,
    formats: ['text/plain'],
  };
}

/** Akkoma's docs show a Pleroma-named nodeinfo with Akkoma's metadata (2.0 and 2.1 alike). */
const AKKOMA_NODEINFO: Row = {
  software: 'pleroma',
  on: [...PLEROMA_FAMILY, 'reactions'],
  text: 5000,
  pollOptions: 20,
  upload: 16000000,
  formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
};

const INSTANCES: Record<string, Row> = {
  'soapbox-fixtures/akkoma-instance.json': {
    software: 'akkoma',
    on: [
      ...PLEROMA_FAMILY,
      'akkomaApi',
      'settingsProfiles',
      'reactions',
      'customEmojiReactions',
      'editing',
      'mediaProxy',
    ],
    text: 5000,
    pollOptions: 20,
    upload: 16000000,
    formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode', 'text/x.misskeymarkdown'],
  },
  'soapbox-fixtures/pleroma-instance.json': {
    software: 'pleroma',
    on: [...PLEROMA_FAMILY, 'reactions', 'quotes', 'mediaProxy', 'chats'],
    text: 5000,
    pollOptions: 20,
    upload: 100000000,
    formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
  },
  // Mastodon 3.4 fork; Pleroma's quote_id is announced with feature_quote.
  'soapbox-fixtures/fedibird-instance.json': mastodon('quotes'),
  // A date for a version: neither Mastodon nor anything else can be told from it.
  'soapbox-fixtures/friendica-instance.json': plainServer('', 200000),
  'soapbox-fixtures/gotosocial-instance.json': plainServer(''),
  // No max_toot_chars and no configuration: every limit is the spec's.
  'soapbox-fixtures/mastodon-3.0.0-instance.json': {
    software: 'mastodon',
    on: [...EVERY, 'domainBlocks', 'polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/mastodon-instance.json': mastodon(),
  'soapbox-fixtures/mastodon-instance-rc.json': mastodon('editing'),
  // Mastodon 4 translates through POST /translate, not Akkoma's call: no translate action.
  'soapbox-fixtures/mastodon-instance-v2.json': mastodon('editing'),
  'soapbox-fixtures/mitra-instance.json': plainServer('mitra'),
  'soapbox-fixtures/pixelfed-instance.json': plainServer('pixelfed'),
};

const NODEINFO: Record<string, Row> = {
  'nodeinfo/akkoma-docs-nodeinfo-2.0.json': AKKOMA_NODEINFO,
  'nodeinfo/akkoma-docs-nodeinfo-2.1.json': AKKOMA_NODEINFO,
  'nodeinfo/example-2.0.json': plainServer('diaspora'),
  'nodeinfo/example-2.1.json': plainServer('diaspora'),
};

function flagsOn(features: ServerFeatures): string[] {
  return Object.entries(features)
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();
}

function expectRow(features: ServerFeatures, row: Row): void {
  expect(features.software).toBe(row.software);
  expect(features.notificationsReadMethod).toBe(features.pleromaApi ? 'pleroma' : 'markers');
  expect(flagsOn(features)).toEqual([...new Set(row.on)].sort());
  expect(features.limits.text).toBe(row.text);
  expect(features.limits.poll.max_options).toBe(row.pollOptions);
  expect(features.limits.upload).toBe(row.upload);
  expect(features.postFormats).toEqual(row.formats);
}

/** No limit may be NaN, infinite, negative, or a poll range that holds nothing. */
function expectSaneLimits(features: ServerFeatures): void {
  const { limits } = features;
  const numbers = [
    limits.text,
    limits.upload,
    limits.avatar,
    limits.background,
    limits.banner,
    limits.description,
    ...Object.values(limits.poll),
    ...Object.values(limits.fields),
  ];
  for (const value of numbers) {
    expect(Number.isFinite(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
  }
  expect(limits.text).toBeGreaterThan(0);
  expect(limits.poll.max_options).toBeGreaterThanOrEqual(2);
  expect(limits.poll.min_expiration).toBeLessThanOrEqual(limits.poll.max_expiration);
}

describe('feature detection over every fixture', () => {
  it('has a row for every instance and nodeinfo file', () => {
    const instances = listFixtures('soapbox-fixtures').filter((f) => /instance/.test(f));
    expect(instances.sort()).toEqual(Object.keys(INSTANCES).sort());
    const nodeinfo = listFixtures('nodeinfo').filter((f) => !/schema|well-known/.test(f));
    expect(nodeinfo.sort()).toEqual(Object.keys(NODEINFO).sort());
  });

  it.each(Object.entries(INSTANCES))('%s', (file, row) => {
    const features = detectFeatures(readFixture(file) as WireInstance, null);
    expectRow(features, row);
    expectSaneLimits(features);
  });

  it.each(Object.entries(NODEINFO))('%s', (file, row) => {
    const features = detectFeatures(null, readFixture(file) as WireNodeinfo);
    expectRow(features, row);
    expectSaneLimits(features);
  });

  it('snac2: instance v1 (v2 is a 404) with its nodeinfo, no extension at all', () => {
    expect(readCapture('snac-captured/instance-v2.json').status).toBe(404);
    const features = detectFeatures(
      readCapture('snac-captured/instance-v1.json').body as WireInstance,
      readCapture('snac-captured/nodeinfo-2.0.json').body as WireNodeinfo,
    );
    expectRow(features, {
      software: 'snac',
      on: [...NOT_PLEROMA, 'polls'],
      text: 100000,
      pollOptions: 8,
      upload: 16777216,
      formats: ['text/plain'],
    });
    expectSaneLimits(features);
  });

  it('GoToSocial 0.20: nodeinfo, v1 and v2 together; the authorization code only, and editing', () => {
    const nodeinfo = readCapture('gotosocial/nodeinfo-2.0.json').body as WireNodeinfo;
    const v1 = readCapture('gotosocial/instance-v1.json').body as WireInstance;
    const v2 = readCapture('gotosocial/instance-v2.json').body as WireInstance;
    const row: Row = {
      software: 'gotosocial',
      on: ['conversations', 'accountLookup', 'editing', 'polls'],
      text: 5000,
      pollOptions: 6,
      upload: 41943040,
      // Its statuses configuration lists Markdown, which its statuses call takes as content_type.
      formats: ['text/plain', 'text/markdown'],
    };
    for (const features of [
      detectFeatures(v1, nodeinfo, v2),
      detectFeatures(v1, nodeinfo),
      detectFeatures(null, nodeinfo, v2),
    ]) {
      expectRow(features, row);
      expectSaneLimits(features);
      expect(features.softwareVersion).toBe('0.20.0-dev-57cb4fe');
      expect(features.passwordGrant).toBe(false);
      expect(features.streamingTextPing).toBe(false);
    }
    expect(detectFeatures(null, nodeinfo, v2).limits.description).toBe(1500);
  });

  it('GoToSocial without nodeinfo: its "3.5.3+0.20.0-…" version is GoToSocial, not Mastodon 3.5', () => {
    const v1 = readCapture('gotosocial/instance-v1.json').body as WireInstance;
    const features = detectFeatures(v1, null);
    expect(features.software).toBe('gotosocial');
    expect(features.softwareVersion).toBe('0.20.0-dev-57cb4fe');
    expect(features.editing).toBe(true);
    expect(features.domainBlocks).toBe(false);
  });

  it('GoToSocial edits from 0.18 on; Mastodon from 3.5 on; Mastodon 4.3+ says so in v2', () => {
    const gts = (version: string) =>
      detectFeatures(null, { software: { name: 'gotosocial', version } }).editing;
    expect(gts('0.17.4')).toBe(false);
    expect(gts('0.18.0')).toBe(true);
    expect(gts('0.19.2+git-abc')).toBe(true);
    expect(gts('1.0.0')).toBe(true);
    const mastodon = (version: string) =>
      detectFeatures(null, { software: { name: 'mastodon', version } }).editing;
    expect(mastodon('3.4.9')).toBe(false);
    expect(mastodon('3.5.0')).toBe(true);
    expect(mastodon('4.2.0+glitch')).toBe(true);
    // A server naming no software, with Mastodon's API level in its v2 instance.
    const v2 = { api_versions: { mastodon: 2 } } as unknown as WireInstance;
    expect(detectFeatures({}, null, v2).editing).toBe(true);
    expect(detectFeatures({}, null, {}).editing).toBe(false);
  });

  it('names by acct: lookup on Mastodon 3.4+ and others, the by-name form on the Pleroma family', () => {
    const lookup = (name: string, version: string) =>
      detectFeatures(null, { software: { name, version } }).accountLookup;
    expect(lookup('mastodon', '3.3.0')).toBe(false);
    expect(lookup('mastodon', '3.4.0')).toBe(true);
    expect(lookup('gotosocial', '0.19.2')).toBe(true);
    expect(lookup('akkoma', '3.13.2')).toBe(false);
    expect(lookup('pleroma', '2.6.0')).toBe(false);
  });

  it('snac2 without nodeinfo: its "4.0.0 (not true; really snac/2.75)" is not Mastodon', () => {
    const features = detectFeatures(
      readCapture('snac-captured/instance-v1.json').body as WireInstance,
    );
    expect(features.software).toBe('snac');
    expect(features.editing).toBe(false);
    expect(features.announcements).toBe(false);
  });

  it('an instance and a nodeinfo together: the instance wins, nodeinfo fills the rest', () => {
    const features = detectFeatures(
      readFixture('soapbox-fixtures/pleroma-instance.json') as WireInstance,
      readFixture('nodeinfo/akkoma-docs-nodeinfo-2.1.json') as WireNodeinfo,
    );
    expect(features.software).toBe('pleroma');
    expect(features.limits.upload).toBe(100000000);
    expect(features.limits.fields.maxFields).toBe(15);
    expect(features.quotes).toBe(true);
  });
});

describe('detectFeatures on hostile or missing input', () => {
  it('nothing at all: the spec defaults and no extension', () => {
    const features = detectFeatures(null, null);
    expect(features.software).toBe('');
    expect(flagsOn(features)).toEqual([...NOT_PLEROMA, 'polls'].sort());
    expect(features.notificationsReadMethod).toBe('markers');
    expect(features.limits.text).toBe(5000);
    expect(features.limits.poll).toEqual(DEFAULT_POLL_LIMITS);
    expect(features.postFormats).toEqual(['text/plain']);
  });

  it('NaN, strings, negatives and an empty poll range fall back to the defaults', () => {
    const features = detectFeatures({
      max_toot_chars: 'NaN',
      upload_limit: -5,
      poll_limits: {
        max_options: 1,
        max_option_chars: Infinity,
        min_expiration: 900,
        max_expiration: 60,
      },
      configuration: { statuses: { max_characters: Number.NaN } },
    } as unknown as WireInstance);
    expect(features.limits.text).toBe(5000);
    expect(features.limits.upload).toBe(0);
    expect(features.limits.poll).toEqual(DEFAULT_POLL_LIMITS);
    expectSaneLimits(features);
  });

  it('keeps the server order of post formats, drops unknown ones, always offers plain text', () => {
    const features = detectFeatures({
      pleroma: { metadata: { post_formats: ['text/markdown', 'text/x-made-up', 'text/markdown'] } },
    });
    expect(features.postFormats).toEqual(['text/plain', 'text/markdown']);
  });

  it("GoToSocial's formats come from its statuses configuration", () => {
    const features = detectFeatures({
      version: '3.5.3+0.20.0',
      configuration: { statuses: { supported_mime_types: ['text/plain', 'text/markdown'] } },
    } as unknown as WireInstance);
    expect(features.postFormats).toEqual(['text/plain', 'text/markdown']);
  });

  it('the bubble timeline: the feature, or Akkoma with bubble instances', () => {
    expect(
      detectFeatures(null, { metadata: { features: ['bubble_timeline'] } }).bubbleTimeline,
    ).toBe(true);
    const akkoma = { software: { name: 'akkoma', version: '3.13.2' } };
    expect(
      detectFeatures(null, { ...akkoma, metadata: { localBubbleInstances: ['b.example'] } })
        .bubbleTimeline,
    ).toBe(true);
    expect(detectFeatures(null, akkoma).bubbleTimeline).toBe(false);
    // Another server listing bubble domains has no bubble timeline call.
    expect(
      detectFeatures(null, {
        software: { name: 'mastodon', version: '4.2.0' },
        metadata: { localBubbleInstances: ['b.example'] },
      }).bubbleTimeline,
    ).toBe(false);
  });
});
