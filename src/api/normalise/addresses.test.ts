import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../http';
import { fetchNodeinfo } from '../instance';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
import { normaliseAttachment } from './attachment';
import { normaliseCard } from './card';
import { normaliseEmojiReactions, normaliseEmojis } from './emoji';
import { normaliseMastodonCustomEmoji, normalisePleromaEmoji } from './emojiList';
import { normaliseInstance } from './instance';
import { normaliseNotification } from './notification';
import { normaliseStatus } from './status';
import { normaliseUser } from './user';

/**
 * Every address field the wire types declare, found by reading src/api/wire/*.ts with the
 * TypeScript parser: a property whose name says it is an address (url, uri, href, ap_id, avatar,
 * header, favicon, image, thumbnail, website, with their _static/_url variants) and whose type
 * allows a string. Nested objects are named by their path (`WireAccount.pleroma.favicon`).
 * A field added to a wire type shows up here, and the test below fails until it is covered.
 */
const ADDRESS_NAME =
  /(^|_)(url|uri|href|ap_id|avatar|header|favicon|image|thumbnail|website)(_static)?$/;

function addressFieldsOfWireTypes(): string[] {
  const dir = join(__dirname, '..', 'wire');
  const found: string[] = [];
  const walk = (members: ts.NodeArray<ts.TypeElement>, path: string, source: ts.SourceFile) => {
    for (const member of members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = member.name.getText(source);
      const here = `${path}.${name}`;
      const parts = ts.isUnionTypeNode(member.type) ? member.type.types : [member.type];
      const stringy = parts.some((part) => part.kind === ts.SyntaxKind.StringKeyword);
      if (stringy && ADDRESS_NAME.test(name)) found.push(here);
      for (const part of parts) {
        if (ts.isTypeLiteralNode(part)) walk(part.members, here, source);
        if (ts.isArrayTypeNode(part) && ts.isTypeLiteralNode(part.elementType))
          walk(part.elementType.members, `${here}[]`, source);
      }
    }
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node)) walk(node.members, node.name.text, source);
      if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type))
        walk(node.type.members, node.name.text, source);
    });
  }
  return found.sort();
}

/** Each carries the marker, so any trace of it in a normaliser's output is a leak. */
const BAD = [
  'javascript:pwned(1)',
  'JaVaScRiPt:pwned(2)',
  ' \tjava\nscript:pwned(3)',
  'vbscript:pwned(4)',
  'data:text/html,<script>pwned(5)</script>',
  'data:image/svg+xml,<svg onload=pwned(6)>',
  'blob:https://evil.example/pwned-7',
  'file:///etc/pwned-8',
  'about:blank#pwned-9',
  'web+evil:pwned-10',
  '//evil.example/pwned-11.png',
  '\\\\evil.example\\pwned-12.png',
];
const MARKER = 'pwned';
const GOOD = 'https://media.example/fine.png';

type Build = (value: string) => unknown;
type Wire = Record<string, unknown>;

/** Sets `value` at a dotted path (`pleroma.favicon`) in a copy of `base`. */
function withPath(base: Wire, path: string, value: unknown): Wire {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...base, [head]: value };
  const inner = (base[head] ?? {}) as Wire;
  return { ...base, [head]: withPath(inner, rest.join('.'), value) };
}

const account = (path: string): Build => {
  const base = { id: '1', acct: 'a@remote.example', display_name: ':e:' };
  return (v) => normaliseUser(withPath(base, path, v));
};
const status = (path: string): Build => {
  const base = { id: '9', account: { id: '1', acct: 'a@remote.example' } };
  return (v) => normaliseStatus(withPath(base, path, v));
};
const attachment = (path: string): Build => {
  const base = { id: '3', type: 'image', url: GOOD.replace('fine', 'base') };
  return (v) => normaliseAttachment(withPath(base, path, v));
};
const card = (path: string): Build => {
  const base = { url: 'https://page.example/', title: 't' };
  return (v) => normaliseCard(withPath(base, path, v));
};
const instance = (path: string): Build => {
  return (v) => normaliseInstance(withPath({ title: 'x' }, path, v));
};

/** Fetches nodeinfo through the well-known index: the address it then asks for. */
const nodeinfoHref: Build = async (href) => {
  // A server never read: its index first, then the document the index names.
  const fake = createFakeFetch(
    jsonResponse({ links: [{ rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href }] }),
    jsonResponse({ software: { name: 'x', version: '1' } }),
    jsonResponse({ software: { name: 'x', version: '1' } }),
  );
  const client = createApiClient({
    baseUrl: 'https://x.example',
    getToken: () => null,
    fetchImpl: fake.fetch,
  });
  await fetchNodeinfo(client);
  return fake.requests.map((request) => request.url);
};

/**
 * Every wire address field: how to get it through its normaliser, and whether the app reads
 * it at all (fields nobody reads are still fed bad values: a reader added later is covered).
 */
const FIELDS: Record<string, { build: Build; read: boolean }> = {
  'WireAccount.url': { build: account('url'), read: true },
  'WireAccount.uri': { build: account('uri'), read: true },
  'WireAccount.avatar': { build: account('avatar'), read: true },
  'WireAccount.avatar_static': { build: account('avatar_static'), read: true },
  'WireAccount.header': { build: account('header'), read: true },
  'WireAccount.header_static': { build: account('header_static'), read: false },
  'WireAccount.pleroma.ap_id': { build: account('pleroma.ap_id'), read: true },
  'WireAccount.pleroma.background_image': {
    build: account('pleroma.background_image'),
    read: true,
  },
  'WireAccount.pleroma.favicon': { build: account('pleroma.favicon'), read: true },
  'WireAccount.akkoma.instance.favicon': {
    build: account('akkoma.instance.favicon'),
    read: true,
  },
  'WireAttachment.url': { build: attachment('url'), read: true },
  'WireAttachment.preview_url': { build: attachment('preview_url'), read: true },
  'WireAttachment.remote_url': { build: attachment('remote_url'), read: true },
  'WireAttachment.preview_remote_url': { build: attachment('preview_remote_url'), read: false },
  'WireAttachment.text_url': { build: attachment('text_url'), read: false },
  'WireCard.url': { build: card('url'), read: true },
  'WireCard.author_url': { build: card('author_url'), read: false },
  'WireCard.provider_url': { build: card('provider_url'), read: true },
  'WireCard.image': { build: card('image'), read: true },
  'WireCard.embed_url': { build: card('embed_url'), read: false },
  // Emoji in a display name (made into <img> HTML) and in the Mastodon picker list.
  'WireEmoji.url': {
    build: (v) => [
      normaliseUser({ id: '1', display_name: ':e:', emojis: [{ shortcode: 'e', url: v }] }),
      normaliseMastodonCustomEmoji([{ shortcode: 'e', url: v }]),
    ],
    read: true,
  },
  'WireEmoji.static_url': {
    build: (v) =>
      normaliseEmojis([{ shortcode: 'e', url: GOOD.replace('fine', 'e'), static_url: v }]),
    read: true,
  },
  'WireEmojiReaction.url': {
    build: (v) => normaliseEmojiReactions([{ name: 'e', count: 1, url: v }]),
    read: true,
  },
  'WireEmojiReaction.static_url': {
    build: (v) => normaliseEmojiReactions([{ name: 'e', count: 1, static_url: v }]),
    read: false,
  },
  'WirePleromaEmoji.image_url': {
    build: (v) => normalisePleromaEmoji({ e: { image_url: v, tags: [] } }),
    read: true,
  },
  'WireInstance.thumbnail': { build: instance('thumbnail'), read: true },
  'WireInstance.thumbnail.url': { build: instance('thumbnail.url'), read: true },
  'WireInstance.background_image': { build: instance('background_image'), read: false },
  'WireNodeinfoLinks.links[].href': { build: nodeinfoHref, read: true },
  'WireNotification.emoji_url': {
    build: (v) =>
      // A reaction needs its post: without one it is read as an unknown type.
      normaliseNotification({
        id: '5',
        type: 'pleroma:emoji_reaction',
        emoji: 'e',
        emoji_url: v,
        status: { id: '9' },
      }),
    read: true,
  },
  'WireMention.url': {
    build: (v) => normaliseStatus({ id: '9', mentions: [{ id: '2', acct: 'b', url: v }] }),
    read: true,
  },
  'WireTag.url': {
    build: (v) => normaliseStatus({ id: '9', tags: [{ name: 't', url: v }] }),
    read: true,
  },
  'WireStatus.uri': { build: status('uri'), read: true },
  'WireStatus.url': { build: status('url'), read: true },
  'WireStatus.quote_url': { build: status('quote_url'), read: true },
  'WireStatus.application.website': { build: status('application.website'), read: false },
  'WireStatus.pleroma.quote_url': { build: status('pleroma.quote_url'), read: true },
};

/**
 * Fields named like addresses that are not addresses: the instance's `uri` is its host name
 * (Mastodon v1 sends "example.com"), shown as text and never put in an href or src; nodeinfo's
 * `uploadLimits.avatar` is a size.
 */
const NOT_ADDRESSES = ['WireInstance.uri', 'WireNodeinfo.metadata.uploadLimits.avatar'];

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) strings(item, out);
  return out;
}

describe('addresses from the wire', () => {
  it('the table covers every address field of every wire type', () => {
    const declared = addressFieldsOfWireTypes();
    expect(declared.length).toBeGreaterThan(30);
    expect([...Object.keys(FIELDS), ...NOT_ADDRESSES].sort()).toEqual(declared);
  });

  describe.each(Object.entries(FIELDS))('%s', (_field, { build, read }) => {
    it.each(BAD)('drops %j', async (bad) => {
      const leaked = strings(await build(bad)).filter((s) => s.includes(MARKER));
      expect(leaked).toEqual([]);
    });
    it(read ? 'keeps a web address' : 'is not read', async () => {
      const kept = strings(await build(GOOD)).some((s) => s.includes(GOOD));
      expect(kept).toBe(read);
    });
  });
});
