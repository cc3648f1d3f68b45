import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixturesDir } from './schema.js';

/**
 * The contract for `--software gotosocial`: real GoToSocial answers (../shared/fixtures/
 * gotosocial, one JSON per call) merged into shapes, and a walk that lists every place a
 * body differs from them: a key GoToSocial never sends, a key it always sends that is
 * missing, or a value of another type. Entities (statuses, accounts, attachments, polls,
 * notifications, relationships, emoji, conversations) are checked against every sample of
 * their kind across all the fixtures, so a boost or a poll is checked even inside a call
 * whose own fixture had none.
 */

export interface GotosocialFixture {
  request: { as: string | null; method: string; path: string; body: unknown };
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

type Json = unknown;
type JsonObject = { [key: string]: Json };

interface Shape {
  types: Set<string>;
  /** How many objects were merged, and how often each key appeared among them. */
  objects: number;
  keys: Map<string, { seen: number; shape: Shape }>;
  items: Shape | null;
}

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeOf = (value: Json): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Which entity an object is, told by the keys only it has. */
export function entityOf(value: JsonObject): string | null {
  if ('visibility' in value && 'account' in value) return 'status';
  if ('acct' in value && 'username' in value && 'display_name' in value) return 'account';
  if ('preview_url' in value && 'type' in value) return 'attachment';
  if ('last_status' in value && 'accounts' in value) return 'conversation';
  if ('type' in value && 'account' in value && 'created_at' in value) return 'notification';
  if ('options' in value && 'expired' in value) return 'poll';
  if ('following' in value && 'followed_by' in value) return 'relationship';
  if ('shortcode' in value && 'static_url' in value) return 'emoji';
  return null;
}

const empty = (): Shape => ({ types: new Set(), objects: 0, keys: new Map(), items: null });

function merge(shape: Shape, value: Json): void {
  shape.types.add(typeOf(value));
  if (Array.isArray(value)) {
    for (const item of value) merge((shape.items ??= empty()), item);
  } else if (isObject(value)) {
    shape.objects += 1;
    for (const [key, item] of Object.entries(value)) {
      const entry = shape.keys.get(key) ?? { seen: 0, shape: empty() };
      entry.seen += 1;
      merge(entry.shape, item);
      shape.keys.set(key, entry);
    }
  }
}

export function readGotosocialFixture(name: string): GotosocialFixture {
  return JSON.parse(
    readFileSync(resolve(fixturesDir, 'gotosocial', `${name}.json`), 'utf8'),
  ) as GotosocialFixture;
}

export function gotosocialFixtureNames(): string[] {
  return JSON.parse(
    readFileSync(resolve(fixturesDir, 'gotosocial', 'INDEX.json'), 'utf8'),
  ) as string[];
}

let entities: Map<string, Shape> | undefined;
/** Every entity of every fixture, merged by kind. */
function entityShapes(): Map<string, Shape> {
  if (entities) return entities;
  const found = new Map<string, Shape>();
  const walk = (value: Json): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      const kind = entityOf(value);
      if (kind) {
        const shape = found.get(kind) ?? empty();
        merge(shape, value);
        found.set(kind, shape);
      }
      Object.values(value).forEach(walk);
    }
  };
  for (const name of gotosocialFixtureNames()) walk(readGotosocialFixture(name).body);
  entities = found;
  return found;
}

/**
 * What GoToSocial sends that the fixtures cannot show, their one attachment being an image: a
 * video's or audio's `meta` (durations, no sizes) and an audio file's missing blurhash; and,
 * their accounts having RSS off, an account's `enable_rss: true` (left out when off).
 */
function unseenInFixtures(kind: string, entity: JsonObject, key: string, value: Json): boolean {
  if (kind === 'account') return key === 'enable_rss' && value === true;
  if (kind !== 'attachment' || entity.type === 'image') return false;
  return key === 'meta' || (key === 'blurhash' && value === null);
}

function compare(value: Json, shape: Shape | null, path: string, out: string[]): void {
  const type = typeOf(value);
  const kind = isObject(value) ? entityOf(value) : null;
  const expected = (kind ? entityShapes().get(kind) : undefined) ?? shape;
  // Nothing known here (an array GoToSocial only ever sent empty): nothing to hold it to.
  if (!expected || expected.types.size === 0) return;
  if (!expected.types.has(type)) {
    out.push(`${path || '/'}: ${type}, GoToSocial sends ${[...expected.types].join(' or ')}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => compare(item, expected.items, `${path}/${i}`, out));
    return;
  }
  if (!isObject(value)) return;
  for (const [key, item] of Object.entries(value)) {
    const entry = expected.keys.get(key);
    if (kind && unseenInFixtures(kind, value, key, item)) continue;
    if (!entry) out.push(`${path}/${key}: not sent by GoToSocial`);
    else compare(item, entry.shape, `${path}/${key}`, out);
  }
  for (const [key, entry] of expected.keys)
    if (entry.seen === expected.objects && !(key in value))
      out.push(`${path}/${key}: missing (GoToSocial always sends it)`);
}

/**
 * Where `body` differs from GoToSocial's answer to the same call (the fixture `name`), one
 * line per place, list indexes written as `*`.
 */
export function gotosocialDifferences(body: Json, name: string): string[] {
  const shape = empty();
  merge(shape, readGotosocialFixture(name).body);
  const out: string[] = [];
  compare(body, shape, '', out);
  return [...new Set(out.map((line) => line.replace(/\/\d+(?=\/|:)/g, '/*')))];
}
