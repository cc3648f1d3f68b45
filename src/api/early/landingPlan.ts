/**
 * What the early script asks for, worked out from the address and what the last visit stored
 * (issue 28). It must build each request exactly as the client will (`landingPlan.test.ts`
 * compares it with the client's own URL building), and it imports nothing at run time: it is
 * its own entry, evaluated before the app's bundle, and shares no chunk with it.
 */

export interface PlannedRequest {
  url: string;
  token: string | null;
  cache?: RequestCache;
  /** What the client's own call accepts (its text reads ask for HTML). */
  accept?: string;
}

export interface LandingPlan {
  /** The landing timeline's first page, or null when the page opens on none (or elsewhere). */
  timeline: PlannedRequest | null;
  /** The styles index, whose entry names the theme file to fetch next. */
  styles: PlannedRequest | null;
  /** The theme most likely to be chosen: the reader's own, else the default. */
  themeName: string;
  /** The Pleroma family's start-up files asked at once: all on a server known to have them. */
  files: PlannedRequest[];
  /**
   * On a server never read: the instance answer (asked as the client asks it), which tells
   * whether the server is of the Pleroma family (`isPleromaFamily`), and what to ask then: the
   * files the first paint waits for and the styles index. Null once a profile is remembered.
   */
  decide: { instance: PlannedRequest; files: PlannedRequest[]; styles: PlannedRequest } | null;
  /**
   * Nodeinfo where the last visit found it; else the server's nodeinfo index
   * (/.well-known/nodeinfo, `discover`), whose link names the document to ask next; null when
   * the page talks to another server.
   */
  nodeinfo: (PlannedRequest & { discover?: boolean }) | null;
}

const TEXT = 'text/html, text/plain, */*';

/** Keep in step with the stores' names and the defaults the client uses (tested). */
export const SESSION_KEY = 'petrel:session';
export const PREFERENCES_KEY = 'petrel:preferences';
export const FALLBACK_THEME = 'pleroma-dark';
/** `src/core/instance/serverProfile.ts` writes it (imported there, it would share a chunk). */
export const SERVER_PROFILES_KEY = 'petrel:server-profiles';
const PAGE_SIZE = 20;

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

/** A zustand-persisted store's state, or {} for anything unreadable. */
function storedState(storage: Pick<Storage, 'getItem'>, key: string): Json {
  try {
    return record(record(JSON.parse(storage.getItem(key) ?? 'null')).state);
  } catch {
    return {};
  }
}

/** The active account's preferences (kept per account under `<key><scope>`). */
function storedPreferences(storage: Pick<Storage, 'getItem'>, session: Json): Json {
  const accounts = Array.isArray(session.accounts) ? session.accounts.map(record) : [];
  const active = accounts.find((account) => account.key === session.activeKey);
  const scope = typeof active?.scope === 'string' ? active.scope : '';
  return record(storedState(storage, `${PREFERENCES_KEY}${scope}`).values);
}

function timelineRequest(
  path: string,
  origin: string,
  token: string | null,
  preferences: Json,
): PlannedRequest | null {
  const query = new URLSearchParams();
  let endpoint: string;
  let fixed: [string, string] | null = null;
  if (path === '/main/all' || path === '/main/public') {
    endpoint = '/api/v1/timelines/public';
    fixed = ['local', path === '/main/public' ? 'true' : 'false'];
  } else if (path === '/main/friends' && token && preferences.resumeReadingPosition === false) {
    // Home opening at the saved reading position asks for other pages first.
    endpoint = '/api/v1/timelines/home';
  } else return null;
  query.append('limit', String(PAGE_SIZE));
  if (preferences.hideFilteredStatuses !== true) query.append('with_muted', 'true');
  const replies = preferences.replyVisibility;
  if (typeof replies === 'string' && replies !== 'all') query.append('reply_visibility', replies);
  if (fixed) query.append(...fixed);
  return { url: `${origin}${endpoint}?${query.toString()}`, token };
}

function storedProfile(storage: Pick<Storage, 'getItem'>, origin: string): Json {
  try {
    return record(record(JSON.parse(storage.getItem(SERVER_PROFILES_KEY) ?? 'null'))[origin]);
  } catch {
    return {};
  }
}

/** Whether the last visit learnt this server has the Pleroma family's files; null if never read. */
function knownPleromaFiles(profile: Json): boolean | null {
  return typeof profile['pleromaFiles'] === 'boolean' ? profile['pleromaFiles'] : null;
}

/** As the client's fetchNodeinfo asks it (`src/api/instance.ts`): this server's address only. */
function nodeinfoRequest(profile: Json, origin: string): PlannedRequest & { discover?: boolean } {
  const at = profile['nodeinfo'];
  if (typeof at === 'string' && at.startsWith(`${origin}/`)) return { url: at, token: null };
  if (typeof at === 'string' && at.startsWith('/') && !at.startsWith('//'))
    return { url: `${origin}${at}`, token: null };
  return { url: `${origin}/.well-known/nodeinfo`, token: null, discover: true };
}

/**
 * The document a nodeinfo index names, as the client picks it (`nodeinfoHref`: 2.0 first),
 * when it is on this server; null otherwise (the client then asks for itself).
 */
export function nodeinfoDocument(index: unknown, origin: string): PlannedRequest | null {
  const links = record(index)['links'];
  const hrefs = (Array.isArray(links) ? links : [])
    .map((link) => record(link)['href'])
    .filter((href): href is string => typeof href === 'string' && href.trim() !== '')
    .map((href) => href.trim());
  const href = hrefs.find((candidate) => candidate.includes('2.0')) ?? hrefs[0];
  return href?.startsWith(`${origin}/`) ? { url: href, token: null } : null;
}

/**
 * Whether a /api/v1/instance answer is the Pleroma family's, as the client's `detectFeatures`
 * reads it without nodeinfo (a test keeps the two in step): the `pleroma_api` feature, or
 * "(compatible; Pleroma|Akkoma …)" in the version.
 */
export function isPleromaFamily(instance: unknown): boolean {
  const wire = record(instance);
  const features = record(record(wire['pleroma'])['metadata'])['features'];
  if (Array.isArray(features) && features.includes('pleroma_api')) return true;
  const version = typeof wire['version'] === 'string' ? wire['version'].trim() : '';
  return /compatible;\s*(pleroma|akkoma)(\s|\)|$)/i.test(version);
}

function firstPaintFiles(origin: string, token: string | null): PlannedRequest[] {
  return [
    { url: `${origin}/static/config.json`, token: null },
    { url: `${origin}/api/pleroma/frontend_configurations`, token },
    { url: `${origin}/instance/panel.html`, token: null, accept: TEXT },
  ];
}

/** Each exactly as start-up asks for it (`src/app/startup/startUp.ts`), when known to be there. */
function pleromaFiles(
  origin: string,
  token: string | null,
  known: boolean | null,
): PlannedRequest[] {
  if (known !== true) return [];
  const firstPaint = firstPaintFiles(origin, token);
  return [
    ...firstPaint,
    { url: `${origin}/static/terms-of-service.html`, token: null, accept: TEXT },
    { url: `${origin}/static/stickers.json`, token: null },
  ];
}

export function landingPlan(
  location: Pick<Location, 'pathname' | 'origin'>,
  storage: Pick<Storage, 'getItem'>,
): LandingPlan {
  const session = storedState(storage, SESSION_KEY);
  const preferences = storedPreferences(storage, session);
  const themeName = typeof preferences.theme === 'string' ? preferences.theme : FALLBACK_THEME;
  // An account on another instance (a standalone client) talks to that server: not this one's.
  if (typeof session.instanceUrl === 'string' && session.instanceUrl !== location.origin)
    return { timeline: null, styles: null, themeName, files: [], decide: null, nodeinfo: null };
  const token = typeof session.token === 'string' && session.token !== '' ? session.token : null;
  const path = location.pathname.replace(/\/+$/, '');
  const profile = storedProfile(storage, location.origin);
  const known = knownPleromaFiles(profile);
  const styles: PlannedRequest = {
    url: `${location.origin}/static/styles.json`,
    token: null,
    cache: 'no-store',
  };
  return {
    timeline: timelineRequest(path, location.origin, token, preferences),
    styles: known === true ? styles : null,
    themeName,
    files: pleromaFiles(location.origin, token, known),
    decide:
      known === null
        ? {
            instance: { url: `${location.origin}/api/v1/instance`, token },
            files: firstPaintFiles(location.origin, token),
            styles,
          }
        : null,
    nodeinfo: nodeinfoRequest(profile, location.origin),
  };
}

/**
 * The theme file `loadTheme` will ask for once the styles index is in: the named theme's, else
 * the default's (src/features/theme/applyTheme.ts), at the URL the client builds for it.
 */
export function themeRequest(index: unknown, name: string, origin: string): PlannedRequest | null {
  const styles = record(index);
  const path = [styles[name], styles[FALLBACK_THEME]].find((p) => typeof p === 'string');
  if (typeof path !== 'string') return null;
  const url = /^https?:\/\//i.test(path)
    ? path
    : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
  return { url, token: null };
}
