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
  type ServerFeatures,
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
  /**
   * Whether the server serves the Pleroma family's files (frontend configurations, /static
   * documents, the panel and themes), as the last visit learnt it; null on a first visit.
   */
  pleromaFiles?: boolean | null;
  /**
   * Starts the theme's files while the configuration that names the theme is on its way; called
   * once the server is known to have themes (at once when the profile says so).
   */
  warmTheme?: () => void;
  /** Where the last visit found the server's nodeinfo; null on a first visit. */
  nodeinfoAt?: string | null;
  /** Keeps what the server answered for the next start (`serverProfile.ts`). */
  rememberProfile?: (features: ServerFeatures, nodeinfoAt?: string) => void;
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
  // "Assume no server is Akkoma" (docs/decisions.md): its own files are asked at once only
  // when the server is known to have them. On a first visit the instance answer decides (the
  // page preloads it, so it is in first): a 404 is no way to learn what a server offers.
  const known = deps.pleromaFiles ?? null;
  let unreachable = false;
  const noteUnreachable = (error: unknown): never => {
    unreachable ||= isNetworkError(error);
    throw error;
  };
  const instanceV1 = safely('instance', {}, () => fetchInstance(deps.api).catch(noteUnreachable));
  const instanceCalls = Promise.all([
    safely('nodeinfo', null, () => fetchNodeinfo(deps.api, { at: deps.nodeinfoAt ?? null })),
    instanceV1,
    safely('instance v2', null, () => fetchInstanceV2(deps.api)),
  ]);
  // The server's own answer decides what was not asked at once: on a first visit the v1
  // answer alone, as the early script decides it (`isPleromaFamily`), so both ask the same.
  const hasFiles =
    known === null
      ? instanceV1.then((instance) => normaliseInstance(instance).supports.pleromaApi)
      : instanceCalls.then(
          ([nodeinfo, instance, instanceV2]) =>
            normaliseInstance(instance, nodeinfo, {}, instanceV2).supports.pleromaApi,
        );
  if (known === true) deps.warmTheme?.();
  else if (known === null) void hasFiles.then((yes) => yes && deps.warmTheme?.());
  const pleromaFile = <T>(
    atOnce: boolean,
    what: string,
    fallback: T,
    load: () => Promise<T>,
  ): Promise<T> =>
    atOnce
      ? safely(what, fallback, load)
      : hasFiles.then((yes) => (yes ? safely(what, fallback, load) : fallback));

  const last = Promise.all([
    pleromaFile(known === true, 'terms of service', null, () => fetchTermsOfService(deps.api)),
    pleromaFile(known === true, 'stickers', [], () => fetchStickers(deps.api)),
  ]);
  const firstPaintFiles = known === true;
  const staticConfig = pleromaFile(firstPaintFiles, 'config', {}, () =>
    fetchStaticConfig(deps.api),
  );
  const frontends = pleromaFile(firstPaintFiles, 'frontend configuration', {}, () =>
    fetchFrontendConfigurations(deps.api),
  );
  const panelCall = pleromaFile(firstPaintFiles, 'instance panel', null, () =>
    fetchInstancePanel(deps.api),
  );

  const mountable = (async () => {
    const config = mergeFrontendConfig(await staticConfig, await frontends);
    useInstanceStore.setState({ config });

    if (firstPaintFiles || (await hasFiles))
      await safely('theme', false, () =>
        deps.loadTheme(configString(config, 'theme', DEFAULT_THEME)),
      );

    deps.prefetch?.();
    const [, panel, [nodeinfo, instance, instanceV2]] = await Promise.all([
      safely('sign-in', null, deps.signInFromStoredToken),
      panelCall,
      instanceCalls,
    ]);
    // Offline (issue 27): the signed-in account's saved instance stands in for the server's.
    const restored =
      unreachable && useSessionStore.getState().user !== null && restoreSavedInstance();
    if (!(await restored)) {
      const settings = normaliseInstance(instance, nodeinfo, config, instanceV2);
      useInstanceStore.setState({ settings, panel });
      deps.rememberProfile?.(settings.supports, nodeinfo?.address);
    }
  })();

  const done = mountable.then(async () => {
    const [tos, stickers] = await last;
    useInstanceStore.setState({ tos, stickers });
  });
  return { mountable, done };
}
