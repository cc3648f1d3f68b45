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

/** Everything the Pleroma API family brings, whatever its feature list says. */
const PLEROMA_FAMILY: Flag[] = [
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
  'soapbox-fixtures/fedibird-instance.json': {
    software: 'mastodon',
    on: ['quotes', 'announcements', 'polls'],
    text: 500,
    pollOptions: 4,
    upload: 10485760,
    formats: ['text/plain'],
  },
  // A date for a version: neither Mastodon nor anything else can be told from it.
  'soapbox-fixtures/friendica-instance.json': {
    software: '',
    on: ['polls'],
    text: 200000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/gotosocial-instance.json': {
    software: '',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  // No max_toot_chars and no configuration: every limit is the spec's.
  'soapbox-fixtures/mastodon-3.0.0-instance.json': {
    software: 'mastodon',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/mastodon-instance.json': {
    software: 'mastodon',
    on: ['announcements', 'polls'],
    text: 500,
    pollOptions: 4,
    upload: 10485760,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/mastodon-instance-rc.json': {
    software: 'mastodon',
    on: ['announcements', 'polls', 'editing'],
    text: 500,
    pollOptions: 4,
    upload: 10485760,
    formats: ['text/plain'],
  },
  // Mastodon 4 translates through POST /translate, not Akkoma's call: no translate action.
  'soapbox-fixtures/mastodon-instance-v2.json': {
    software: 'mastodon',
    on: ['announcements', 'polls', 'editing'],
    text: 500,
    pollOptions: 4,
    upload: 10485760,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/mitra-instance.json': {
    software: 'mitra',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  'soapbox-fixtures/pixelfed-instance.json': {
    software: 'pixelfed',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
};

const NODEINFO: Record<string, Row> = {
  // Akkoma's docs show a Pleroma-named nodeinfo with Akkoma's metadata.
  'nodeinfo/akkoma-docs-nodeinfo-2.0.json': {
    software: 'pleroma',
    on: [...PLEROMA_FAMILY, 'reactions'],
    text: 5000,
    pollOptions: 20,
    upload: 16000000,
    formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
  },
  'nodeinfo/akkoma-docs-nodeinfo-2.1.json': {
    software: 'pleroma',
    on: [...PLEROMA_FAMILY, 'reactions'],
    text: 5000,
    pollOptions: 20,
    upload: 16000000,
    formats: ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'],
  },
  'nodeinfo/example-2.0.json': {
    software: 'diaspora',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
  'nodeinfo/example-2.1.json': {
    software: 'diaspora',
    on: ['polls'],
    text: 5000,
    pollOptions: SPEC_POLLS,
    upload: 0,
    formats: ['text/plain'],
  },
};

function flagsOn(features: ServerFeatures): string[] {
  return Object.entries(features)
    .filter(([, value]) => value === true)
    .map(([key]) => key)
    .sort();
}

function expectRow(features: ServerFeatures, row: Row): void {
  expect(features.software).toBe(row.software);
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
      on: ['polls'],
      text: 100000,
      pollOptions: 8,
      upload: 16777216,
      formats: ['text/plain'],
    });
    expectSaneLimits(features);
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
    expect(flagsOn(features)).toEqual(['polls']);
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
