import type {
  CustomEmoji,
  InstanceSettings,
  Nodeinfo,
  StandardEmoji,
  StickerPack,
} from './entities';
import { isApiError } from './errors';
import type { ApiClient } from './http';
import {
  normaliseMastodonCustomEmoji,
  normalisePleromaEmoji,
  normaliseStandardEmoji,
} from './normalise/emojiList';
import { normaliseInstance } from './normalise/instance';
import { normaliseNodeinfo } from './normalise/nodeinfo';
import { asString, isRecord } from './normalise/read';
import { safeWebUrl } from './normalise/url';
import type { CallOptions } from './timelines';
import type {
  WireFrontendConfigurations,
  WireInstance,
  WireNodeinfo,
  WireNodeinfoLinks,
} from './wire';

/** The raw /api/v1/instance reply; combine with nodeinfo through normaliseInstance. */
export async function fetchInstance(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WireInstance> {
  const wire = await client.get<WireInstance>('/api/v1/instance', { signal: options.signal });
  return isRecord(wire) ? wire : {};
}

/**
 * /api/v2/instance where the server has it (Mastodon 4, GoToSocial, recent Akkoma); null where
 * it does not (a 404 or a reply that is not an instance is expected there, not a failure).
 */
export async function fetchInstanceV2(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WireInstance | null> {
  try {
    const wire = await client.get<WireInstance>('/api/v2/instance', { signal: options.signal });
    return isRecord(wire) ? wire : null;
  } catch (error) {
    if (isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-response'))
      return null;
    throw error;
  }
}

/** A Mastodon-API instance document names its server; anything else (a web page, a 404 body) does not. */
export function isInstanceDocument(wire: unknown): boolean {
  return (
    isRecord(wire) &&
    (typeof wire['uri'] === 'string' || typeof wire['domain'] === 'string') &&
    typeof wire['title'] === 'string'
  );
}

export type InstanceProbe = 'instance' | 'not-an-instance' | 'unreachable';

/**
 * Whether a server speaks the Mastodon API (standalone sign-in, issue 16): unreachable covers
 * no answer at all, which is also what a browser reports when CORS refuses the read.
 */
export async function probeInstance(
  client: ApiClient,
  options: CallOptions = {},
): Promise<InstanceProbe> {
  try {
    const wire = await client.get('/api/v1/instance', { anonymous: true, signal: options.signal });
    return isInstanceDocument(wire) ? 'instance' : 'not-an-instance';
  } catch (error) {
    return isApiError(error) && error.kind === 'network' ? 'unreachable' : 'not-an-instance';
  }
}

/** Document 3 §7's nodeinfo path (the Pleroma family's): asked where the server's index is silent. */
export const NODEINFO_PATH = '/nodeinfo/2.0.json';

export interface NodeinfoOptions extends CallOptions {
  /** The address the last visit found nodeinfo at (`serverProfile.ts`), asked first. */
  at?: string | null;
}

/**
 * Nodeinfo as the server wrote it, and the address it was read at (remembered for the next
 * visit). The remembered address first; on a server never read, the address its
 * /.well-known/nodeinfo names (Akkoma's /nodeinfo/2.0.json, GoToSocial's and Mastodon's
 * /nodeinfo/2.0), so no server answers the first visit with a 404; document 3 §7's
 * /nodeinfo/2.0.json when the index names none.
 */
export async function fetchNodeinfoDocument(
  client: ApiClient,
  options: NodeinfoOptions = {},
): Promise<{ wire: WireNodeinfo; address: string }> {
  const call = { signal: options.signal, anonymous: true };
  const at = async (address: string) => ({
    wire: await client.get<WireNodeinfo>(address, call),
    address,
  });
  const missing = (error: unknown) =>
    isApiError(error) && (error.kind === 'not-found' || error.kind === 'bad-response');
  // Where the last visit read it: one call (document 2's /nodeinfo/2.0.json on the Pleroma family).
  if (options.at) {
    try {
      return await at(options.at);
    } catch (error) {
      if (!missing(error)) throw error;
    }
  }
  // Never read here: the server's own index says where (GoToSocial and Mastodon have no
  // /nodeinfo/2.0.json, which would answer 404), and the spec's path if it says nothing.
  let index: unknown = null;
  try {
    index = await client.get<WireNodeinfoLinks>('/.well-known/nodeinfo', call);
  } catch (error) {
    if (!missing(error)) throw error;
  }
  const href = nodeinfoHref(index);
  if (href !== undefined) return at(href);
  if (options.at === NODEINFO_PATH) return { wire: {}, address: NODEINFO_PATH };
  try {
    return await at(NODEINFO_PATH);
  } catch (error) {
    if (!missing(error)) throw error;
    return { wire: {}, address: NODEINFO_PATH };
  }
}

/** The nodeinfo document /.well-known/nodeinfo names: 2.0, the version the spec reads, first. */
export function nodeinfoHref(index: unknown): string | undefined {
  const links = isRecord(index) && Array.isArray(index.links) ? index.links : [];
  const hrefs = links
    .filter(isRecord)
    .map((link) => safeWebUrl(asString(link['href'])))
    .filter(Boolean);
  return hrefs.find((candidate) => candidate.includes('2.0')) ?? hrefs[0];
}

/** Nodeinfo normalised, with the address it was read at (to remember for the next visit). */
export async function fetchNodeinfo(
  client: ApiClient,
  options: NodeinfoOptions = {},
): Promise<Nodeinfo> {
  const { wire, address } = await fetchNodeinfoDocument(client, options);
  return { ...normaliseNodeinfo(wire), address };
}

export async function fetchFrontendConfigurations(
  client: ApiClient,
  options: CallOptions = {},
): Promise<WireFrontendConfigurations> {
  const wire = await client.get<WireFrontendConfigurations>(
    '/api/pleroma/frontend_configurations',
    {
      signal: options.signal,
    },
  );
  return isRecord(wire) ? wire : {};
}

/** /static/config.json: the instance's static frontend config (overridden by the backend's). */
export async function fetchStaticConfig(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const wire = await client.get('/static/config.json', { signal: options.signal, anonymous: true });
  return isRecord(wire) ? wire : {};
}

export function fetchTermsOfService(client: ApiClient, options: CallOptions = {}): Promise<string> {
  return client.getText('/static/terms-of-service.html', {
    signal: options.signal,
    anonymous: true,
  });
}

export function fetchInstancePanel(client: ApiClient, options: CallOptions = {}): Promise<string> {
  return client.getText('/instance/panel.html', { signal: options.signal, anonymous: true });
}

/**
 * Sticker packs: /static/stickers.json maps pack name to folder; each folder's pack.json gives the
 * meta. A pack whose pack.json fails is left out (sticker load failures are logged only).
 */
export async function fetchStickers(
  client: ApiClient,
  options: CallOptions = {},
): Promise<StickerPack[]> {
  const index = await client.get('/static/stickers.json', {
    signal: options.signal,
    anonymous: true,
  });
  if (!isRecord(index)) return [];
  const entries = Object.entries(index).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const packs = await Promise.all(
    entries.map(async ([pack, folder]): Promise<StickerPack | null> => {
      const path = folder.endsWith('/') ? folder : `${folder}/`;
      try {
        const meta = await client.get(`${path}pack.json`, {
          signal: options.signal,
          anonymous: true,
        });
        if (!isRecord(meta)) return null;
        return { pack, path, meta: { ...meta, title: asString(meta['title'], pack) || pack } };
      } catch {
        return null;
      }
    }),
  );
  return packs.filter((pack): pack is StickerPack => pack !== null);
}

export interface StyleEntry {
  name: string;
  path: string;
}

/** /static/styles.json (no-store: admins change it without a deploy): theme name to theme file. */
export async function fetchStyles(
  client: ApiClient,
  options: CallOptions = {},
): Promise<StyleEntry[]> {
  const index = await client.get('/static/styles.json', {
    signal: options.signal,
    anonymous: true,
    cache: 'no-store',
  });
  if (!isRecord(index)) return [];
  return Object.entries(index)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, path]) => ({ name, path }));
}

/** A theme file referenced by styles.json; its shape belongs to the theme engine. */
export function fetchTheme(
  client: ApiClient,
  path: string,
  options: CallOptions = {},
): Promise<unknown> {
  return client.get(path, { signal: options.signal, anonymous: true });
}

export async function fetchStandardEmoji(
  client: ApiClient,
  options: CallOptions = {},
): Promise<StandardEmoji[]> {
  return normaliseStandardEmoji(
    await client.get('/static/emoji.json', { signal: options.signal, anonymous: true }),
  );
}

/**
 * Custom emoji from the list the server's profile says it has: Pleroma's for the Pleroma family,
 * Mastodon's for every other server. Never chosen by trying one and falling back on its 404.
 */
export async function fetchCustomEmoji(
  client: ApiClient,
  pleromaApi: boolean,
  options: CallOptions = {},
): Promise<CustomEmoji[]> {
  if (pleromaApi)
    return normalisePleromaEmoji(
      await client.get('/api/v1/pleroma/emoji', { signal: options.signal }),
    );
  return normaliseMastodonCustomEmoji(
    await client.get('/api/v1/custom_emojis', { signal: options.signal }),
  );
}

/**
 * Instance settings at start-up: /api/v1/instance is required; nodeinfo and the frontend
 * configuration are optional extras whose failure is tolerated (document 3 §8: logged only).
 */
export async function fetchInstanceSettings(
  client: ApiClient,
  options: CallOptions & { onOptionalFailure?: (what: string, error: unknown) => void } = {},
): Promise<InstanceSettings> {
  const report = options.onOptionalFailure ?? (() => undefined);
  const [instance, nodeinfo, frontends, instanceV2] = await Promise.all([
    fetchInstance(client, options),
    fetchNodeinfo(client, options).catch((error: unknown) => {
      report('nodeinfo', error);
      return null;
    }),
    fetchFrontendConfigurations(client, options).catch((error: unknown) => {
      report('frontend_configurations', error);
      return null;
    }),
    fetchInstanceV2(client, options).catch((error: unknown) => {
      report('instance v2', error);
      return null;
    }),
  ]);
  const pleromaFe = frontends?.['pleroma_fe'];
  return normaliseInstance(instance, nodeinfo, isRecord(pleromaFe) ? pleromaFe : null, instanceV2);
}
