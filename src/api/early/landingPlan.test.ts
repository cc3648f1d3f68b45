import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../entities';
import { buildUrl, createApiClient } from '../http';
import {
  fetchFrontendConfigurations,
  fetchInstancePanel,
  fetchNodeinfo,
  nodeinfoHref,
  fetchStaticConfig,
  fetchStickers,
  fetchTermsOfService,
} from '../instance';
import { timelineEndpoint, timelineQuery, type TimelineName } from '../timelines';
import { detectFeatures } from '../features';
import type { WireInstance } from '../wire/instance';
import {
  FALLBACK_THEME,
  isPleromaFamily,
  landingPlan,
  nodeinfoDocument,
  SERVER_PROFILES_KEY,
  themeRequest,
} from './landingPlan';

const origin = 'https://akkoma.example';

function storage(items: Record<string, unknown>): Pick<Storage, 'getItem'> {
  return {
    getItem: (key) => (key in items ? JSON.stringify({ state: items[key], version: 0 }) : null),
  };
}

/** The URL the client's timeline controller builds for the same preferences. */
function clientUrl(
  name: TimelineName,
  prefs: { replyVisibility?: 'all' | 'following' | 'self'; hideFilteredStatuses?: boolean } = {},
): string {
  const params = {
    reply_visibility: prefs.replyVisibility ?? 'all',
    with_muted: !(prefs.hideFilteredStatuses ?? false),
  };
  return buildUrl(origin, timelineEndpoint(name).path, timelineQuery(name, params));
}

describe('landingPlan', () => {
  it('asks for the public timelines as the client does, signed out', () => {
    const all = landingPlan({ pathname: '/main/all', origin }, storage({}));
    expect(all.timeline).toEqual({ url: clientUrl('publicAndExternal'), token: null });
    const local = landingPlan({ pathname: '/main/public/', origin }, storage({}));
    expect(local.timeline).toEqual({ url: clientUrl('public'), token: null });
    expect(all.decide?.styles).toEqual({
      url: `${origin}/static/styles.json`,
      token: null,
      cache: 'no-store',
    });
    expect(all.themeName).toBe(FALLBACK_THEME);
  });

  it('follows the active account: its token, its own preferences and theme', () => {
    const stored = storage({
      'petrel:session': {
        token: 'tok',
        activeKey: 'a',
        accounts: [{ key: 'a', scope: ':a', instanceUrl: origin, token: 'tok' }],
      },
      'petrel:preferences': { values: { replyVisibility: 'self' } },
      'petrel:preferences:a': {
        values: { replyVisibility: 'following', hideFilteredStatuses: true, theme: 'ir-black' },
      },
    });
    const plan = landingPlan({ pathname: '/main/all', origin }, stored);
    expect(plan.timeline).toEqual({
      url: clientUrl('publicAndExternal', {
        replyVisibility: 'following',
        hideFilteredStatuses: true,
      }),
      token: 'tok',
    });
    expect(plan.themeName).toBe('ir-black');
  });

  it('asks for home only when it will not open at the saved reading position', () => {
    const session = { token: 'tok' };
    const resuming = landingPlan(
      { pathname: '/main/friends', origin },
      storage({ 'petrel:session': session }),
    );
    expect(resuming.timeline).toBeNull();
    const plain = landingPlan(
      { pathname: '/main/friends', origin },
      storage({
        'petrel:session': session,
        'petrel:preferences': { values: { resumeReadingPosition: false } },
      }),
    );
    expect(plain.timeline).toEqual({ url: clientUrl('friends'), token: 'tok' });
    // Signed out, home is not a timeline the page shows.
    expect(landingPlan({ pathname: '/main/friends', origin }, storage({})).timeline).toBeNull();
  });

  it('asks for nothing on other pages, or for an account on another instance', () => {
    expect(landingPlan({ pathname: '/users/amara', origin }, storage({})).timeline).toBeNull();
    const elsewhere = landingPlan(
      { pathname: '/main/all', origin },
      storage({ 'petrel:session': { instanceUrl: 'https://other.example', token: 'x' } }),
    );
    expect(elsewhere).toMatchObject({ timeline: null, styles: null });
  });

  it('reads broken storage as nothing stored', () => {
    const broken = { getItem: () => '{not json' };
    expect(landingPlan({ pathname: '/main/all', origin }, broken).timeline?.token).toBeNull();
  });

  it('uses the page size of the client', () => {
    expect(landingPlan({ pathname: '/main/all', origin }, storage({})).timeline?.url).toContain(
      `limit=${DEFAULT_PAGE_SIZE}&`,
    );
  });
});

describe('themeRequest', () => {
  const index = { 'pleroma-dark': '/static/themes/pleroma-dark.json', redmond: 'static/r.json' };
  it('takes the named theme, else the default, at the URL the client builds', () => {
    expect(themeRequest(index, 'redmond', origin)).toEqual({
      url: buildUrl(origin, 'static/r.json'),
      token: null,
    });
    expect(themeRequest(index, 'gone', origin)?.url).toBe(
      buildUrl(origin, '/static/themes/pleroma-dark.json'),
    );
    expect(themeRequest([], 'redmond', origin)).toBeNull();
  });
});

describe('the Pleroma family files the early script asks for', () => {
  const profiles = (pleromaFiles: boolean | null) => ({
    getItem: (key: string) =>
      key === SERVER_PROFILES_KEY && pleromaFiles !== null
        ? JSON.stringify({ [origin]: { software: 'x', version: '1', pleromaFiles } })
        : key === 'petrel:session'
          ? JSON.stringify({ state: { token: 'tok' }, version: 0 })
          : null,
  });
  const plan = (pleromaFiles: boolean | null) =>
    landingPlan({ pathname: '/main/all', origin }, profiles(pleromaFiles));

  /** What the client's own calls send: URL, token and Accept, as the early answer must match. */
  async function clientCalls(): Promise<{ url: string; token: string | null; accept: string }[]> {
    const seen: { url: string; token: string | null; accept: string }[] = [];
    const client = createApiClient({
      baseUrl: origin,
      getToken: () => 'tok',
      fetchImpl: async (input, init) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        const auth = headers['Authorization'];
        seen.push({
          url: String(input),
          token: auth ? auth.replace('Bearer ', '') : null,
          accept: headers['Accept'] ?? '',
        });
        return new Response('{}');
      },
    });
    await fetchStaticConfig(client);
    await fetchFrontendConfigurations(client);
    await fetchInstancePanel(client);
    await fetchTermsOfService(client);
    await fetchStickers(client);
    return seen;
  }

  it('asks on a known Akkoma exactly what start-up asks, token and Accept included', async () => {
    const planned = plan(true).files.map((r) => ({
      url: r.url,
      token: r.token,
      accept: r.accept ?? 'application/json',
    }));
    expect(planned).toEqual(await clientCalls());
  });

  it('on a server never read, none at once: the instance answer decides', async () => {
    expect(plan(null)).toMatchObject({ files: [], styles: null });
    expect(plan(null).decide?.instance).toEqual({ url: `${origin}/api/v1/instance`, token: 'tok' });
    const firstPaint = (await clientCalls()).slice(0, 3);
    expect(
      plan(null).decide?.files.map((r) => ({
        url: r.url,
        token: r.token,
        accept: r.accept ?? 'application/json',
      })),
    ).toEqual(firstPaint);
    expect(plan(true).decide).toBeNull();
    expect(plan(false).decide).toBeNull();
  });

  it('reads the Pleroma family from an instance answer as the client does', () => {
    const answers: unknown[] = [
      { version: '2.7.2 (compatible; Akkoma 3.13.2)' },
      { version: '2.7.2 (compatible; Pleroma 2.6.0)' },
      { version: '2.7.2', pleroma: { metadata: { features: ['pleroma_api', 'chat'] } } },
      { version: '4.2.0' },
      { version: '0.0.0+0.19.1' },
      { version: '2.7.2 (compatible; Akkomatic 1.0)' },
      { version: '4.0.0 (really snac/2.75)' },
      { pleroma: { metadata: { features: 'pleroma_api' } } },
      {},
      null,
      'text',
    ];
    const read = answers.map((answer) => isPleromaFamily(answer));
    expect(read).toEqual(
      answers.map((answer) => detectFeatures(answer as WireInstance, null, null).pleromaApi),
    );
    expect(read.filter(Boolean)).toHaveLength(3);
  });

  it('nothing of them, nor the styles index, on a server known to lack them', () => {
    expect(plan(false)).toMatchObject({ files: [], styles: null });
    expect(plan(false).timeline).not.toBeNull();
  });
});

describe('nodeinfo, which the early script asks in place of a preload link', () => {
  const withProfile = (nodeinfo: string | undefined) => ({
    getItem: (key: string) =>
      key === SERVER_PROFILES_KEY
        ? JSON.stringify({ [origin]: { software: 'gotosocial', version: '0.19', nodeinfo } })
        : null,
  });
  /** The URL the client's fetchNodeinfo asks first, given what the profile remembers. */
  async function clientFirstCall(at: string | null): Promise<string> {
    const seen: string[] = [];
    const client = createApiClient({
      baseUrl: origin,
      fetchImpl: async (input) => {
        seen.push(String(input));
        return new Response('{}');
      },
    });
    await fetchNodeinfo(client, { at });
    return seen[0] ?? '';
  }

  it('on a server never read, its index, as the client asks it, then the document it names', async () => {
    const plan = landingPlan({ pathname: '/main/all', origin }, withProfile(undefined));
    expect(plan.nodeinfo).toEqual({
      url: await clientFirstCall(null),
      token: null,
      discover: true,
    });
    expect(plan.nodeinfo?.url).toBe(`${origin}/.well-known/nodeinfo`);
    const index = {
      links: [
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${origin}/nodeinfo/2.1` },
        { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${origin}/nodeinfo/2.0` },
      ],
    };
    expect(nodeinfoDocument(index, origin)).toEqual({ url: `${origin}/nodeinfo/2.0`, token: null });
    expect(nodeinfoHref(index)).toBe(`${origin}/nodeinfo/2.0`);
    // Another server's document is the client's to ask.
    expect(
      nodeinfoDocument({ links: [{ href: 'https://elsewhere.example/nodeinfo/2.0' }] }, origin),
    ).toBeNull();
  });

  it('where the last visit found it (GoToSocial: /nodeinfo/2.0), as the client asks it', async () => {
    const at = `${origin}/nodeinfo/2.0`;
    const plan = landingPlan({ pathname: '/main/all', origin }, withProfile(at));
    expect(plan.nodeinfo).toEqual({ url: await clientFirstCall(at), token: null });
    expect(plan.nodeinfo?.url).toBe(at);
  });

  it('never at another server’s address', () => {
    const plan = landingPlan(
      { pathname: '/main/all', origin },
      withProfile('https://elsewhere.example/nodeinfo/2.0'),
    );
    expect(plan.nodeinfo?.url).toBe(`${origin}/.well-known/nodeinfo`);
  });
});
