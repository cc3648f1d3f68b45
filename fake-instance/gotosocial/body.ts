/**
 * `--software gotosocial`: the renderers speak Akkoma, and this turns each body into what
 * GoToSocial 0.19 sends. Each entity keeps only the keys GoToSocial's own answers carry
 * (../shared/fixtures/gotosocial, checked key by key in tests/gotosocial.test.ts) and gains
 * the ones only GoToSocial has (a status's `text`, `content_type` and `interaction_policy`,
 * an account's picture descriptions and roles). Pleroma and Akkoma blocks go everywhere.
 */

type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STATUS_KEYS = [
  'id',
  'created_at',
  'edited_at',
  'in_reply_to_id',
  'in_reply_to_account_id',
  'sensitive',
  'spoiler_text',
  'visibility',
  'language',
  'uri',
  'url',
  'replies_count',
  'reblogs_count',
  'favourites_count',
  'favourited',
  'reblogged',
  'muted',
  'bookmarked',
  'pinned',
  'content',
  'reblog',
  'application',
  'account',
  'media_attachments',
  'mentions',
  'tags',
  'emojis',
  'card',
  'poll',
  'text',
  'content_type',
  'interaction_policy',
];

/** Local accounts whose RSS feed (`/@name/feed.rss`) is on. */
const RSS_ON = new Set(['amara']);

const ACCOUNT_KEYS = [
  'id',
  'username',
  'acct',
  'display_name',
  'locked',
  'discoverable',
  'bot',
  'created_at',
  'note',
  'url',
  'avatar',
  'avatar_static',
  'avatar_description',
  'header',
  'header_static',
  'header_description',
  'followers_count',
  'following_count',
  'statuses_count',
  'last_status_at',
  'emojis',
  'fields',
  'source',
  'role',
  'roles',
  'group',
];

const ATTACHMENT_KEYS = [
  'id',
  'type',
  'url',
  'text_url',
  'preview_url',
  'remote_url',
  'preview_remote_url',
  'meta',
  'description',
  'blurhash',
];

const POLL_KEYS = [
  'id',
  'expires_at',
  'expired',
  'multiple',
  'votes_count',
  'voters_count',
  'voted',
  'own_votes',
  'options',
  'emojis',
];

const RELATIONSHIP_KEYS = [
  'id',
  'following',
  'showing_reblogs',
  'notifying',
  'followed_by',
  'blocking',
  'blocked_by',
  'muting',
  'muting_notifications',
  'requested',
  'requested_by',
  'domain_blocking',
  'endorsed',
  'note',
];

function pick(source: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) if (key in source) out[key] = source[key];
  return out;
}

const str = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : fallback;

/** Who may favourite, reply to and boost a post of this visibility, as GoToSocial says it. */
function interactionPolicy(visibility: string) {
  const rule = (always: string[]) => ({
    automatic_approval: always,
    manual_approval: [] as string[],
    always,
    with_approval: [] as string[],
  });
  switch (visibility) {
    case 'direct':
      return {
        can_favourite: rule(['author', 'mentioned', 'me']),
        can_reply: rule(['author', 'mentioned', 'me']),
        can_reblog: rule(['author']),
      };
    case 'private':
      return {
        can_favourite: rule(['author', 'followers', 'mentioned', 'me']),
        can_reply: rule(['author', 'followers', 'mentioned', 'me']),
        can_reblog: rule(['author', 'me']),
      };
    default:
      return {
        can_favourite: rule(['public', 'me']),
        can_reply: rule(['public', 'me']),
        can_reblog: rule(['public', 'me']),
      };
  }
}

function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function status(source: JsonObject): JsonObject {
  const pleroma = isObject(source.pleroma) ? source.pleroma : {};
  const content = isObject(pleroma.content) ? pleroma.content : {};
  const out = pick(source, STATUS_KEYS);
  // Only the author's own posts carry their source on GoToSocial; the text is always there.
  out.text = str(source.text, str(content['text/plain'], plainText(str(source.content))));
  out.content_type =
    str(pleroma.content_type, 'text/plain') === 'text/markdown' ? 'text/markdown' : 'text/plain';
  out.interaction_policy = interactionPolicy(str(source.visibility, 'public'));
  // GoToSocial fetches no link previews.
  out.card = null;
  const app = isObject(source.application) ? source.application : null;
  out.application = { name: str(app?.name, 'Web') };
  for (const key of ['muted', 'bookmarked', 'pinned', 'favourited', 'reblogged'] as const)
    out[key] = out[key] === true;
  for (const key of [
    'language',
    'in_reply_to_id',
    'in_reply_to_account_id',
    'edited_at',
    'reblog',
    'poll',
  ])
    if (!(key in out)) out[key] = null;
  return out;
}

const role = (id: string, permissions: string, highlighted: boolean) => ({
  id,
  name: id,
  color: '',
  permissions,
  highlighted,
});

function account(source: JsonObject): JsonObject {
  const pleroma = isObject(source.pleroma) ? source.pleroma : {};
  const out = pick(source, ACCOUNT_KEYS);
  const admin = pleroma.is_admin === true;
  const moderator = pleroma.is_moderator === true;
  out.avatar_description = str(source.avatar_description);
  out.header_description = str(source.header_description);
  out.group = source.group === true;
  out.discoverable = source.discoverable === true;
  if (admin || moderator) {
    const id = admin ? 'admin' : 'moderator';
    out.roles = [{ id, name: id, color: '' }];
  } else delete out.roles;
  if (isObject(source.source)) {
    const own = source.source;
    out.source = {
      privacy: str(own.privacy, 'public'),
      web_visibility: 'public',
      web_layout: 'microblog',
      sensitive: own.sensitive === true,
      language: str(own.language, 'en'),
      status_content_type: 'text/plain',
      note: str(own.note),
      fields: Array.isArray(own.fields) ? own.fields : [],
      follow_requests_count:
        typeof own.follow_requests_count === 'number'
          ? own.follow_requests_count
          : typeof source.follow_requests_count === 'number'
            ? source.follow_requests_count
            : 0,
    };
    out.role = admin
      ? role('admin', '546033', true)
      : moderator
        ? role('moderator', '1024', true)
        : role('user', '0', false);
  } else delete out.role;
  if (typeof out.last_status_at === 'string') out.last_status_at = out.last_status_at.slice(0, 10);
  // GoToSocial's RSS feed is opt-in, and the key is left out when off: one seeded person has it.
  if (RSS_ON.has(str(source.acct))) out.enable_rss = true;
  return out;
}

function attachment(source: JsonObject): JsonObject {
  const out = pick(source, ATTACHMENT_KEYS);
  out.text_url = str(source.text_url, str(source.url));
  out.remote_url = null;
  out.preview_remote_url = null;
  out.description = str(source.description);
  out.blurhash = typeof source.blurhash === 'string' ? source.blurhash : null;
  const meta = isObject(source.meta) ? source.meta : {};
  const original = isObject(meta.original) ? meta.original : {};
  const width = typeof original.width === 'number' ? original.width : undefined;
  const height = typeof original.height === 'number' ? original.height : undefined;
  if (source.type === 'image' && width && height) {
    const size = { width, height, size: `${width}x${height}`, aspect: width / height };
    out.meta = { original: size, small: size, focus: { x: 0, y: 0 } };
  } else out.meta = meta;
  return out;
}

/** The entity a JSON object is, told by keys only it has, and how GoToSocial sends it. */
const ENTITIES: { is: (o: JsonObject) => boolean; shape: (o: JsonObject) => JsonObject }[] = [
  { is: (o) => 'visibility' in o && 'account' in o, shape: status },
  { is: (o) => 'acct' in o && 'username' in o && 'display_name' in o, shape: account },
  { is: (o) => 'preview_url' in o && 'type' in o, shape: attachment },
  {
    is: (o) => 'type' in o && 'account' in o && 'created_at' in o,
    shape: (o) => pick(o, ['id', 'type', 'created_at', 'account', 'status']),
  },
  {
    is: (o) => 'last_status' in o && 'accounts' in o,
    shape: (o) => pick(o, ['id', 'unread', 'accounts', 'last_status']),
  },
  { is: (o) => 'options' in o && 'expired' in o, shape: (o) => pick(o, POLL_KEYS) },
  { is: (o) => 'following' in o && 'followed_by' in o, shape: (o) => pick(o, RELATIONSHIP_KEYS) },
  {
    is: (o) => 'shortcode' in o && 'static_url' in o,
    shape: (o) => ({
      ...pick(o, ['shortcode', 'url', 'static_url']),
      visible_in_picker: o.visible_in_picker !== false,
    }),
  },
];

/** A copy of `json` as GoToSocial would send it. */
export function asGotosocial(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(asGotosocial);
  if (!isObject(json)) return json;
  const entity = ENTITIES.find((candidate) => candidate.is(json));
  const shaped = entity ? entity.shape(json) : json;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(shaped))
    if (key !== 'pleroma' && key !== 'akkoma') out[key] = asGotosocial(value);
  return out;
}

/** The same for a serialized body; text that is not JSON passes unchanged. */
export function asGotosocialText(text: string): string {
  try {
    return JSON.stringify(asGotosocial(JSON.parse(text)));
  } catch {
    return text;
  }
}
