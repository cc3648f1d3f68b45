import { describe, expect, it } from 'vitest';
import { encodeFlake, IdGenerator } from '../ids.js';
import { buildSeed } from '../seed/build.js';
import { IDN_DOMAIN } from '../seed/people.js';
import { Store, type StatusRecord } from '../store.js';
import { TEST_NOW } from './helpers.js';

const BASE = 'http://127.0.0.1:8787';

describe('the seed', () => {
  const seed = buildSeed(TEST_NOW, BASE);
  const store = new Store(seed);
  const local = seed.accounts.filter((a) => a.domain === null);
  const remote = seed.accounts.filter((a) => a.domain !== null);
  const originals = seed.statuses.filter((s) => !s.reblogOfId);

  it('has the people the demo needs', () => {
    expect(local.length).toBeGreaterThanOrEqual(12);
    expect(local.some((a) => a.isAdmin)).toBe(true);
    expect(local.some((a) => a.isModerator)).toBe(true);
    expect(local.some((a) => a.locked)).toBe(true);
    expect(local.some((a) => a.bot)).toBe(true);
    expect(local.some((a) => a.deactivated)).toBe(true);
    expect(local.some((a) => a.totpSecret && /^[A-Z2-7]+$/.test(a.totpSecret))).toBe(true);
    expect(local.some((a) => !a.totpSecret && !a.isAdmin && !a.isModerator)).toBe(true);
    expect(local.every((a) => a.password && seed.tokens.some((t) => t.accountId === a.id))).toBe(
      true,
    );
    expect(remote.length).toBeGreaterThanOrEqual(8);
    expect(new Set(remote.map((a) => a.domain)).size).toBeGreaterThanOrEqual(3);
    expect(IDN_DOMAIN).toMatch(/^xn--/);
    expect(remote.some((a) => a.domain === IDN_DOMAIN)).toBe(true);
  });

  it('has over 300 statuses in all five visibilities', () => {
    expect(originals.length).toBeGreaterThanOrEqual(300);
    const visibilities = new Set(originals.map((s) => s.visibility));
    expect([...visibilities].sort()).toEqual(['direct', 'local', 'private', 'public', 'unlisted']);
    expect(seed.statuses.filter((s) => s.reblogOfId).length).toBeGreaterThanOrEqual(20);
  });

  it('has every kind of content', () => {
    const types = new Set(seed.media.map((m) => m.type));
    expect(types).toEqual(new Set(['image', 'video', 'audio', 'unknown']));
    const polls = seed.polls;
    expect(polls.some((p) => p.multiple)).toBe(true);
    expect(polls.some((p) => !p.multiple)).toBe(true);
    expect(polls.some((p) => p.expiresAt < TEST_NOW)).toBe(true);
    const june = local.find((a) => a.username === 'juniper');
    expect(polls.some((p) => june && p.votes.has(june.id))).toBe(true);
    expect(originals.some((s) => s.spoilerText !== '')).toBe(true);
    expect(originals.some((s) => s.emojis.length > 0)).toBe(true);
    expect(seed.accounts.some((a) => /:[a-z_]+:/.test(a.displayName))).toBe(true);
    expect(originals.some((s) => s.quoteId !== null)).toBe(true);
    expect(originals.some((s) => s.card !== null)).toBe(true);
    expect(originals.some((s) => s.editedAt !== undefined)).toBe(true);
    expect(originals.some((s) => s.mentionIds.length > 0)).toBe(true);
    expect(originals.some((s) => s.tags.length > 0)).toBe(true);
    const reactions = originals.flatMap((s) => s.reactions);
    expect(reactions.some((r) => seed.emoji.some((e) => e.shortcode === r.name))).toBe(true);
    expect(reactions.some((r) => /\p{Extended_Pictographic}/u.test(r.name))).toBe(true);
    expect(originals.some((s) => s.content.length > 1200)).toBe(true);
    expect(originals.some((s) => s.content.includes('<p>'))).toBe(true);
  });

  it('has a reply chain eight levels deep', () => {
    const depth = (status: StatusRecord): number => {
      let d = 0;
      let current: StatusRecord | undefined = status;
      while (current?.inReplyToId) {
        current = store.statuses.get(current.inReplyToId);
        d += 1;
      }
      return d;
    };
    expect(Math.max(...originals.map(depth))).toBeGreaterThanOrEqual(8);
  });

  it('keeps replies and repeats after what they answer, and times in the past', () => {
    for (const status of seed.statuses) {
      expect(status.createdAt).toBeLessThan(TEST_NOW);
      const parent = status.inReplyToId ? store.statuses.get(status.inReplyToId) : undefined;
      if (parent) expect(status.id > parent.id).toBe(true);
      const original = status.reblogOfId ? store.statuses.get(status.reblogOfId) : undefined;
      if (original) expect(status.createdAt).toBeGreaterThan(original.createdAt);
    }
  });

  it('builds the same data every time: same ids, same text, times that follow the clock', () => {
    const again = buildSeed(TEST_NOW + 3_600_000, BASE);
    expect(again.accounts.map((a) => a.id)).toEqual(seed.accounts.map((a) => a.id));
    expect(again.statuses.map((s) => [s.id, s.content, s.visibility])).toEqual(
      seed.statuses.map((s) => [s.id, s.content, s.visibility]),
    );
    expect(again.statuses.map((s) => s.createdAt - 3_600_000)).toEqual(
      seed.statuses.map((s) => s.createdAt),
    );
    expect(again.media.map((m) => [m.id, m.blurhash])).toEqual(
      seed.media.map((m) => [m.id, m.blurhash]),
    );
  });

  it('uses fixed-length sortable ids, and ids made at run time sort after every seeded one', () => {
    const ids = seed.statuses.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => /^[0-9A-Za-z]{18}$/.test(id))).toBe(true);
    const newest = [...ids].sort().at(-1) ?? '';
    expect(new IdGenerator().next() > newest).toBe(true);
    expect(encodeFlake(1000, 0) < encodeFlake(1001, 0)).toBe(true);
    expect(encodeFlake(1000, 1) < encodeFlake(1001, 0)).toBe(true);
    const generator = new IdGenerator();
    const burst = Array.from({ length: 50 }, () => generator.next(5_000));
    expect([...burst].sort()).toEqual(burst);
  });

  it('builds in well under a second', () => {
    const started = performance.now();
    buildSeed(TEST_NOW, BASE);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
