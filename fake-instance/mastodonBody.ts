/**
 * `--software mastodon` (software.ts): the renderers speak Akkoma, and this takes out of each
 * body what only the Pleroma family sends, so the fake answers in Mastodon 4.2's shapes. One
 * pass over the JSON (replies and streamed payloads alike) rather than a second set of
 * renderers; the contract test (tests/software.test.ts) checks the result against Mastodon's
 * own OpenAPI schema, key by key.
 */

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Mastodon never sends these keys, in any entity. */
const EXTENSION_BLOCKS = ['pleroma', 'akkoma'];

/** Keys of one entity Mastodon lacks, the entity told apart by keys only it has. */
const BY_ENTITY: { is: (o: JsonObject) => boolean; drop: string[] }[] = [
  // Account: Pleroma's fully qualified name and its own count of follow requests (Mastodon
  // has the count under `source`).
  { is: (o) => 'acct' in o && 'username' in o, drop: ['fqn', 'follow_requests_count'] },
  // Status: reactions and Pleroma's quotes (Mastodon 4.2 has neither).
  {
    is: (o) => 'visibility' in o && 'account' in o,
    drop: ['emoji_reactions', 'quote', 'quote_id'],
  },
  // Attachment: Pleroma's copy of the file's address.
  { is: (o) => 'preview_url' in o && 'type' in o, drop: ['text_url'] },
  // Notification: a reaction's emoji (Mastodon has no reactions).
  {
    is: (o) => 'type' in o && 'account' in o && 'created_at' in o && !('visibility' in o),
    drop: ['emoji', 'emoji_url'],
  },
];

/** The notification types Mastodon 4.2 has; `pleroma:*` and `move` are the Pleroma family's. */
export const MASTODON_NOTIFICATION_TYPES: readonly string[] = [
  'mention',
  'status',
  'reblog',
  'follow',
  'follow_request',
  'favourite',
  'poll',
  'update',
  'admin.sign_up',
  'admin.report',
];

/** A copy of `json` without what only Akkoma and Pleroma send. */
export function asMastodon(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(asMastodon);
  if (!isObject(json)) return json;
  const drop = new Set(EXTENSION_BLOCKS);
  for (const entity of BY_ENTITY) if (entity.is(json)) for (const key of entity.drop) drop.add(key);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(json)) if (!drop.has(key)) out[key] = asMastodon(value);
  return out;
}

/** The same for a serialized body; text that is not JSON passes unchanged. */
export function asMastodonText(text: string): string {
  try {
    return JSON.stringify(asMastodon(JSON.parse(text)));
  } catch {
    return text;
  }
}
