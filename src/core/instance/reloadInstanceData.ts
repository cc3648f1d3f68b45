/**
 * Everything start-up reads from an instance, read again when the active instance changes
 * (issue 16: switching to an account elsewhere, or choosing an instance as a visitor). Loaded
 * with the account switcher, never on a first visit.
 */
import {
  fetchFrontendConfigurations,
  fetchInstancePanel,
  fetchInstanceSettings,
  fetchStaticConfig,
  fetchStickers,
  fetchTermsOfService,
  type ApiClient,
} from '../../api';
import { mergeFrontendConfig, useInstanceStore } from './instanceStore';
import { logLoadFailure } from './logLoadFailure';

const quietly = <T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => {
    logLoadFailure(what, error);
    return fallback;
  });

/**
 * The previous instance's panel, terms, stickers and configuration go at once (they must not
 * show under the new instance's name), then the new instance's arrive together.
 */
export async function reloadInstanceData(client: ApiClient): Promise<void> {
  useInstanceStore.setState({ panel: null, tos: null, stickers: [] });
  // The settings come through fetchInstanceSettings (normalised inside src/api): calling the
  // normaliser from this lazy chunk made the bundler split the first visit's code into many
  // more chunks, some 8 KB gzip more in all.
  const [staticConfig, frontends, panel, settings, tos, stickers] = await Promise.all([
    quietly('config', {}, () => fetchStaticConfig(client)),
    quietly('frontend configuration', {}, () => fetchFrontendConfigurations(client)),
    quietly('instance panel', null, () => fetchInstancePanel(client)),
    quietly('instance', null, () => fetchInstanceSettings(client)),
    quietly('terms of service', null, () => fetchTermsOfService(client)),
    quietly('stickers', [], () => fetchStickers(client)),
  ]);
  const config = mergeFrontendConfig(staticConfig, frontends);
  useInstanceStore.setState({ config, settings, panel, tos, stickers });
}
