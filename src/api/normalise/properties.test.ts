// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listFixtures, readFixture } from '../contract/fixtures';
import { readAccountSettings } from '../accountSettings';
import { normaliseReport, normaliseReportNote, normaliseReportPage } from '../admin';
import { normaliseAnnouncement } from '../announcements';
import { serverErrorText } from '../errors';
import { normaliseFederationPolicy } from '../federation';
import { normaliseList } from '../lists';
import { readNotificationPage } from '../notifications';
import { readTokenReply } from '../oauth';
import { parseLinkHeader } from '../paging';
import { readCaptcha, readRegistrationReply } from '../registration';
import { normaliseHashtag } from '../search';
import { parseStreamFrame } from '../streaming';
import { readThemeFile } from '../../features/theme/themeVars';
import { readSettingsFile } from '../../features/settings/settingsFile';
import { registrationErrorMessages } from '../../features/auth/registration/serverErrors';
import { normaliseAttachments } from './attachment';
import { normaliseCard } from './card';
import { normaliseEmojiReactions, normaliseEmojis } from './emoji';
import {
  normaliseMastodonCustomEmoji,
  normalisePleromaEmoji,
  normaliseStandardEmoji,
} from './emojiList';
import { normaliseInstance } from './instance';
import { normaliseFieldsLimits, normaliseNodeinfo } from './nodeinfo';
import { normaliseNotifications, tryNormaliseNotification } from './notification';
import { normalisePoll } from './poll';
import { isRecord } from './read';
import { normaliseRelationships } from './relationship';
import { normaliseStatuses, tryNormaliseStatus } from './status';
import { normaliseUsers, tryNormaliseUser } from './user';
import { normaliseVisibility } from './visibility';

// Property-based checks (fast-check) of issue 14: whatever a server sends, random JSON or a real
// reply bent at random, no normaliser throws past itself, and a list keeps its good items when
// some go bad. Fixed seeds keep a failure reproducible; fast-check prints the shrunk input.

type Normaliser = (json: unknown) => unknown;
const asList = (j: unknown): unknown[] => (Array.isArray(j) ? j : [j]);
const field = (j: unknown, key: string): unknown => (isRecord(j) ? j[key] : j);

/** Every normaliser and reader of server data in src/, fed one JSON value. */
const NORMALISERS: [string, Normaliser][] = [
  ['normaliseStatuses', (j) => normaliseStatuses(asList(j))],
  ['tryNormaliseStatus', tryNormaliseStatus],
  ['normaliseUsers', (j) => normaliseUsers(asList(j))],
  ['tryNormaliseUser', tryNormaliseUser],
  ['normaliseNotifications', (j) => normaliseNotifications(asList(j))],
  ['tryNormaliseNotification', tryNormaliseNotification],
  ['readNotificationPage', readNotificationPage],
  ['normaliseRelationships', (j) => normaliseRelationships(asList(j))],
  ['normaliseAttachments', (j) => normaliseAttachments(field(j, 'media_attachments'))],
  ['normaliseEmojis', (j) => normaliseEmojis(field(j, 'emojis'))],
  ['normaliseEmojiReactions', (j) => normaliseEmojiReactions(field(j, 'emoji_reactions'))],
  ['normaliseCard', (j) => normaliseCard(field(j, 'card') as never)],
  ['normalisePoll', (j) => normalisePoll(field(j, 'poll') as never)],
  ['normaliseInstance', (j) => normaliseInstance(j as never, null, null)],
  ['normaliseNodeinfo', (j) => normaliseNodeinfo(j as never)],
  ['normaliseFieldsLimits', normaliseFieldsLimits],
  ['normaliseStandardEmoji', normaliseStandardEmoji],
  ['normalisePleromaEmoji', normalisePleromaEmoji],
  ['normaliseMastodonCustomEmoji', normaliseMastodonCustomEmoji],
  ['normaliseVisibility', normaliseVisibility],
  ['normaliseList', normaliseList],
  ['normaliseHashtag', normaliseHashtag],
  ['normaliseAnnouncement', normaliseAnnouncement],
  ['normaliseFederationPolicy', normaliseFederationPolicy],
  ['normaliseReport', normaliseReport],
  ['normaliseReportNote', normaliseReportNote],
  ['normaliseReportPage', normaliseReportPage],
  ['readAccountSettings', readAccountSettings],
  ['readRegistrationReply', readRegistrationReply],
  ['readCaptcha', readCaptcha],
  ['readTokenReply 200', (j) => readTokenReply(200, j)],
  ['readTokenReply 403', (j) => readTokenReply(403, j)],
  ['serverErrorText', serverErrorText],
  ['registrationErrorMessages', registrationErrorMessages],
  ['readThemeFile', readThemeFile],
  ['readSettingsFile', (j) => readSettingsFile(JSON.stringify(j) ?? '')],
  ['parseStreamFrame', (j) => parseStreamFrame(JSON.stringify(j) ?? '')],
];

/** Text readers that take the raw string a server sent. */
const TEXT_READERS: [string, (text: string) => unknown][] = [
  ['readSettingsFile', readSettingsFile],
  ['parseStreamFrame', parseStreamFrame],
  ['parseLinkHeader', parseLinkHeader],
];

function throwers(json: unknown): string[] {
  const failed: string[] = [];
  for (const [name, normalise] of NORMALISERS) {
    try {
      normalise(json);
    } catch (error) {
      failed.push(`${name}: ${String(error)}`);
    }
  }
  return failed;
}

/** Values servers get wrong in practice, mixed into fast-check's random JSON. */
const hostileLeaf = fc.oneof(
  fc.constantFrom(
    null,
    '',
    'javascript:alert(1)',
    '<img src=x onerror=alert(1)>',
    '9'.repeat(400),
    -1,
    1e308,
    Number.NaN,
    true,
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  { weight: 2, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.anything() },
);

/** Every object and array inside a JSON value, with the key or index to reach a child. */
function slots(value: unknown, out: { parent: unknown; key: string | number }[] = []) {
  if (Array.isArray(value)) {
    value.forEach((child, i) => {
      out.push({ parent: value, key: i });
      slots(child, out);
    });
  } else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      out.push({ parent: value, key });
      slots(child, out);
    }
  }
  return out;
}

interface Mutation {
  at: number;
  /** undefined: remove the value (from an object) instead of replacing it. */
  value: unknown;
  remove: boolean;
}

const mutations = fc.array(
  fc.record({ at: fc.nat(), value: junk, remove: fc.boolean() }) as fc.Arbitrary<Mutation>,
  { minLength: 1, maxLength: 6 },
);

function mutate(json: unknown, changes: readonly Mutation[]): unknown {
  const copy = structuredClone(json);
  for (const change of changes) {
    const places = slots(copy);
    const place = places[change.at % Math.max(places.length, 1)];
    if (!place) break;
    const parent = place.parent as Record<string | number, unknown>;
    if (change.remove && !Array.isArray(parent)) delete parent[place.key];
    else parent[place.key] = change.value;
  }
  return copy;
}

const fixtureFiles = listFixtures('soapbox-fixtures').filter((f) => f.endsWith('.json'));
const fixtures = new Map(fixtureFiles.map((f) => [f, readFixture(f)]));

describe('every normaliser under fast-check', () => {
  it(`survives random JSON and hostile values (${NORMALISERS.length} normalisers)`, () => {
    fc.assert(
      fc.property(junk, (json) => {
        expect(throwers(json)).toEqual([]);
      }),
      { numRuns: 400, seed: 14_001 },
    );
  });

  it('survives random text where a server sends raw text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (text) => {
          for (const [name, read] of TEXT_READERS) {
            expect(() => read(text), name).not.toThrow();
          }
          // A cut-off reply (truncated JSON) reads as nothing rather than throwing.
          expect(() => readSettingsFile(text.slice(0, text.length >> 1))).not.toThrow();
        },
      ),
      { numRuns: 300, seed: 14_002 },
    );
  });

  it(`survives real replies bent at random (${fixtureFiles.length} fixtures)`, () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtureFiles), mutations, (file, changes) => {
        expect(throwers(mutate(fixtures.get(file), changes))).toEqual([]);
      }),
      { numRuns: 600, seed: 14_003 },
    );
  }, 120_000);
});

describe('a bad item is skipped, the good ones kept', () => {
  const statuses = (readFixture('soapbox-fixtures/context_1.json') as { descendants: unknown[] })
    .descendants;
  const goodStatusIds = normaliseStatuses(statuses).map((s) => s.id);
  const notifications = [
    'notification-favourite',
    'notification-follow',
    'notification-mention',
    'notification-reblog',
    'notification-poll',
  ].map((name) => readFixture(`soapbox-fixtures/${name}.json`));
  const goodNotificationIds = normaliseNotifications(notifications).map((n) => n.id);
  const users = statuses.map((s) => (s as { account: unknown }).account);
  const goodUserIds = normaliseUsers(users).map((u) => u.id);
  /** Items no normaliser can make sense of: no id, wrong shapes. */
  const badItem = fc.oneof(
    fc.constantFrom(null, 'x', 42, [], {}, { id: {} }, { id: null, account: 'nobody' }),
    fc.string(),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
  );
  const insertions = fc.array(fc.tuple(fc.nat(), badItem), { minLength: 1, maxLength: 8 });
  const withJunk = (list: readonly unknown[], extra: [number, unknown][]) => {
    const out = [...list];
    for (const [at, item] of extra) out.splice(at % (out.length + 1), 0, item);
    return out;
  };

  it('in lists of statuses, notifications and accounts', () => {
    expect(goodStatusIds.length).toBeGreaterThan(1);
    expect(goodNotificationIds.length).toBeGreaterThan(1);
    expect(goodUserIds.length).toBeGreaterThan(1);
    fc.assert(
      fc.property(insertions, (extra) => {
        expect(normaliseStatuses(withJunk(statuses, extra)).map((s) => s.id)).toEqual(
          goodStatusIds,
        );
        expect(normaliseNotifications(withJunk(notifications, extra)).map((n) => n.id)).toEqual(
          goodNotificationIds,
        );
        expect(normaliseUsers(withJunk(users, extra)).map((u) => u.id)).toEqual(goodUserIds);
      }),
      { numRuns: 200, seed: 14_004 },
    );
  });

  it('keeps every status it returns renderable: string ids, text and a user', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtureFiles), mutations, (file, changes) => {
        const bent = mutate(fixtures.get(file), changes);
        for (const status of normaliseStatuses(asList(bent))) {
          expect(typeof status.id).toBe('string');
          expect(status.id).not.toBe('');
          expect(typeof status.text).toBe('string');
          expect(typeof status.user.screen_name).toBe('string');
        }
      }),
      { numRuns: 300, seed: 14_005 },
    );
  }, 60_000);
});
