import { describe, expect, it } from 'vitest';
import { listFixtures, readFixture } from '../contract/fixtures';
import { normaliseAttachments } from './attachment';
import { normaliseCard } from './card';
import { normaliseEmojiReactions, normaliseEmojis } from './emoji';
import { normaliseInstance } from './instance';
import { normaliseNodeinfo } from './nodeinfo';
import { normaliseNotifications } from './notification';
import { normalisePoll } from './poll';
import { isRecord } from './read';
import { normaliseRelationships } from './relationship';
import { normaliseStatuses, tryNormaliseStatus } from './status';
import { normaliseUsers, tryNormaliseUser } from './user';

// Real server replies, bent at random: every normaliser must survive them, and a list must
// keep its good items when one goes bad. A seeded generator keeps failures reproducible.

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK: unknown[] = [
  null,
  0,
  -1,
  1e308,
  '',
  'x',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  true,
  [],
  {},
  [null],
  { id: {} },
  '9'.repeat(400),
];

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

/** A copy of `json` with a few values replaced by junk or removed. */
function mutate(json: unknown, random: () => number): unknown {
  const copy = structuredClone(json);
  const places = slots(copy);
  const changes = 1 + Math.floor(random() * 4);
  for (let i = 0; i < changes && places.length > 0; i += 1) {
    const place = places[Math.floor(random() * places.length)];
    if (!place) continue;
    const parent = place.parent as Record<string | number, unknown>;
    if (random() < 0.2 && !Array.isArray(parent)) delete parent[place.key];
    else parent[place.key] = structuredClone(JUNK[Math.floor(random() * JUNK.length)]);
  }
  return copy;
}

const normalisers: [string, (json: unknown) => unknown][] = [
  ['statuses', (j) => normaliseStatuses(Array.isArray(j) ? j : [j])],
  ['status', (j) => tryNormaliseStatus(j)],
  ['users', (j) => normaliseUsers(Array.isArray(j) ? j : [j])],
  ['user', (j) => tryNormaliseUser(j)],
  ['notifications', (j) => normaliseNotifications(Array.isArray(j) ? j : [j])],
  ['relationships', (j) => normaliseRelationships(Array.isArray(j) ? j : [j])],
  ['attachments', (j) => normaliseAttachments(isRecord(j) ? j['media_attachments'] : j)],
  ['emojis', (j) => normaliseEmojis(isRecord(j) ? j['emojis'] : j)],
  ['reactions', (j) => normaliseEmojiReactions(isRecord(j) ? j['emoji_reactions'] : j)],
  ['card', (j) => normaliseCard((isRecord(j) ? j['card'] : j) as never)],
  ['poll', (j) => normalisePoll((isRecord(j) ? j['poll'] : j) as never)],
  ['instance', (j) => normaliseInstance(j as never, null, null)],
  ['nodeinfo', (j) => normaliseNodeinfo(j as never)],
];

const files = listFixtures('soapbox-fixtures').filter((f) => f.endsWith('.json'));
const ROUNDS = 40;

describe('normalisers on mutated real fixtures', () => {
  it(`never throw past the normaliser (${files.length} fixtures x ${ROUNDS} mutations)`, () => {
    const random = generator(20261122);
    const failures: string[] = [];
    for (const file of files) {
      const json = readFixture(file);
      for (let round = 0; round < ROUNDS; round += 1) {
        const bent = round === 0 ? json : mutate(json, random);
        for (const [name, normalise] of normalisers) {
          try {
            normalise(bent);
          } catch (error) {
            failures.push(`${name} on ${file} round ${round}: ${String(error)}`);
          }
        }
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('keeps the good statuses of a list when one is junk', () => {
    const list = readFixture('soapbox-fixtures/context_1.json') as { descendants: unknown[] };
    const good = normaliseStatuses(list.descendants);
    expect(good.length).toBeGreaterThan(1);
    const withJunk = [...list.descendants];
    withJunk.splice(1, 0, { id: {}, account: 'nobody', content: 7 }, null, 'x', [], 42);
    expect(normaliseStatuses(withJunk).map((s) => s.id)).toEqual(good.map((s) => s.id));
  });
});
