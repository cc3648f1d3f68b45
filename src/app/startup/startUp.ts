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

/**
 * Document 1 §4, in order: layout sizes; frontend and static config; theme; then in parallel
 * sign-in, instance panel, nodeinfo and instance; then terms and stickers. The caller mounts
 * the app when this resolves. Nothing here can reject: every failure is logged and skipped.
 * Terms and stickers depend on nothing before them, so their calls start first and only
 * their results wait for their turn: the sticker packs, named by stickers.json, would
 * otherwise add a round trip between the instance calls and the mount (issue 7).
 */
export async function startUp(deps: StartupDeps): Promise<void> {
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

  const [staticConfig, frontends] = await Promise.all([
    safely('config', {}, () => fetchStaticConfig(deps.api)),
    safely('frontend configuration', {}, () => fetchFrontendConfigurations(deps.api)),
  ]);
  const config = mergeFrontendConfig(staticConfig, frontends);
  useInstanceStore.setState({ config });

  await safely('theme', false, () => deps.loadTheme(configString(config, 'theme', DEFAULT_THEME)));

  deps.prefetch?.();
  let unreachable = false;
  const noteUnreachable = (error: unknown): never => {
    unreachable ||= isNetworkError(error);
    throw error;
  };
  const [, panel, nodeinfo, instance, instanceV2] = await Promise.all([
    safely('sign-in', null, deps.signInFromStoredToken),
    safely('instance panel', null, () => fetchInstancePanel(deps.api)),
    safely('nodeinfo', null, () => fetchNodeinfo(deps.api)),
    safely('instance', {}, () => fetchInstance(deps.api).catch(noteUnreachable)),
    safely('instance v2', null, () => fetchInstanceV2(deps.api)),
  ]);
  // Offline (issue 27): the signed-in account's saved instance stands in for the server's.
  const restored =
    unreachable && useSessionStore.getState().user !== null && restoreSavedInstance();
  if (!(await restored))
    useInstanceStore.setState({
      settings: normaliseInstance(instance, nodeinfo, config, instanceV2),
      panel,
    });

  const [tos, stickers] = await last;
  useInstanceStore.setState({ tos, stickers });
}
