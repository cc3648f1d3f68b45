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
import { profileStorage, rememberedPleromaFiles, rememberProfile } from './serverProfile';

const quietly = <T>(what: string, fallback: T, load: () => Promise<T>): Promise<T> =>
  load().catch((error: unknown) => {
    logLoadFailure(what, error);
    return fallback;
  });

/**
 * The previous instance's panel, terms, stickers and configuration go at once (they must not
 * show under the new instance's name), then the new instance's arrive together. The Pleroma
 * family's files are asked beside the instance only of a server known to have them; of any
 * other, once its instance answer says it has them (docs/decisions.md, "assume no server is
 * Akkoma").
 */
export async function reloadInstanceData(client: ApiClient): Promise<void> {
  useInstanceStore.setState({ panel: null, tos: null, stickers: [] });
  // The settings come through fetchInstanceSettings (normalised inside src/api): calling the
  // normaliser from this lazy chunk made the bundler split the first visit's code into many
  // more chunks, some 8 KB gzip more in all.
  const settingsCall = quietly('instance', null, () => fetchInstanceSettings(client));
  const files = () =>
    Promise.all([
      quietly('config', {}, () => fetchStaticConfig(client)),
      quietly('frontend configuration', {}, () => fetchFrontendConfigurations(client)),
      quietly('instance panel', null, () => fetchInstancePanel(client)),
      quietly('terms of service', null, () => fetchTermsOfService(client)),
      quietly('stickers', [], () => fetchStickers(client)),
    ]);
  const storage = profileStorage();
  const filesCall =
    rememberedPleromaFiles(storage, client.baseUrl) === true
      ? files()
      : settingsCall.then((settings) => (settings?.supports.pleromaApi ? files() : null));
  const [settings, loaded] = await Promise.all([settingsCall, filesCall]);
  if (settings) rememberProfile(storage, client.baseUrl, settings.supports);
  const [staticConfig, frontends, panel, tos, stickers] = loaded ?? [{}, {}, null, null, []];
  const config = mergeFrontendConfig(staticConfig, frontends);
  useInstanceStore.setState({ config, settings, panel, tos, stickers });
}
