import {
  fetchFrontendConfigurations,
  fetchInstance,
  fetchInstancePanel,
  fetchInstanceV2,
  fetchNodeinfo,
  fetchStaticConfig,
  fetchStickers,
  fetchTermsOfService,
  normaliseInstance,
  type ApiClient,
} from '../../api';
import {
  configString,
  mergeFrontendConfig,
  useInstanceStore,
} from '../../core/instance/instanceStore';
import { logLoadFailure } from '../../core/instance/logLoadFailure';
import { isNetworkError } from '../../core/offline/offlineState';
import { restoreSavedInstance } from '../../core/offline/savedSession';
import { useSessionStore } from '../../core/session/sessionStore';
import { DEFAULT_THEME } from '../../features/theme/applyTheme';

export interface StartupDeps {
  api: ApiClient;
  applyLayout: () => void;
  loadTheme: (name: string) => Promise<unknown>;
  signInFromStoredToken: () => Promise<unknown>;
  /** Warm the landing screen's data while the rest loads (not part of the spec's order). */
  prefetch?: () => void;
  /** Load failures are only logged (document 3 §8). */
  log?: (what: string, error: unknown) => void;
}

/** What start-up has done: the app may mount at `mountable`; `done` when all of it landed. */
export interface Started {
  mountable: Promise<void>;
  done: Promise<void>;
}

/**
 * Document 1 §4, in order: layout sizes; frontend and static config; theme; then in parallel
 * sign-in, instance panel, nodeinfo and instance; then terms and stickers. Each step's result
 * lands in that order. Nothing here can reject: every failure is logged and skipped.
 * The calls that depend on nothing before them start at once, and only their results wait for
 * their turn: the instance calls (v2 was a round trip after the theme's), terms and stickers
 * (the sticker packs, named by stickers.json, are a second round trip). The app mounts once
 * the instance is in: terms and stickers show nowhere on a first screen (the about page and
 * the composer's picker read them from the store when they arrive), so the first status
 * never waits for them (issue 28).
 */
export function startUp(deps: StartupDeps): Started {
  const log = deps.log ?? logLoadFailure;
  const safely = <T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> =>
    load().catch((error: unknown) => {
      log(what, error);
      return fallback;
    });

  deps.applyLayout();
  const last = Promise.all([
    safely('terms of service', null, () => fetchTermsOfService(deps.api)),
    safely('stickers', [], () => fetchStickers(deps.api)),
  ]);
  let unreachable = false;
  const noteUnreachable = (error: unknown): never => {
    unreachable ||= isNetworkError(error);
    throw error;
  };
  const staticConfig = safely('config', {}, () => fetchStaticConfig(deps.api));
  const frontends = safely('frontend configuration', {}, () =>
    fetchFrontendConfigurations(deps.api),
  );
  const instanceCalls = Promise.all([
    safely('instance panel', null, () => fetchInstancePanel(deps.api)),
    safely('nodeinfo', null, () => fetchNodeinfo(deps.api)),
    safely('instance', {}, () => fetchInstance(deps.api).catch(noteUnreachable)),
    safely('instance v2', null, () => fetchInstanceV2(deps.api)),
  ]);

  const mountable = (async () => {
    const config = mergeFrontendConfig(await staticConfig, await frontends);
    useInstanceStore.setState({ config });

    await safely('theme', false, () =>
      deps.loadTheme(configString(config, 'theme', DEFAULT_THEME)),
    );

    deps.prefetch?.();
    const [, [panel, nodeinfo, instance, instanceV2]] = await Promise.all([
      safely('sign-in', null, deps.signInFromStoredToken),
      instanceCalls,
    ]);
    // Offline (issue 27): the signed-in account's saved instance stands in for the server's.
    const restored =
      unreachable && useSessionStore.getState().user !== null && restoreSavedInstance();
    if (!(await restored))
      useInstanceStore.setState({
        settings: normaliseInstance(instance, nodeinfo, config, instanceV2),
        panel,
      });
  })();

  const done = mountable.then(async () => {
    const [tos, stickers] = await last;
    useInstanceStore.setState({ tos, stickers });
  });
  return { mountable, done };
}
