import { fetchStyles, fetchTheme, type ApiClient } from '../../api';
import { setInterfaceLanguage } from '../../i18n/i18n';
import { resolveInterfaceLanguage } from '../../i18n/languages';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { readThemeFile, themeToCssVars, withOwnColours } from '../theme';
import {
  DEFAULT_PREFERENCES,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

const DEFAULT_THEME = 'pleroma-dark';

/**
 * Loads and applies a theme from the styles index, as start-up does. Written out here rather
 * than importing start-up's loader: a lazy chunk importing that entry-only module makes the
 * bundler split the first-visit bundle into dozens of small chunks (+5 KB gzip).
 */
async function reloadTheme(
  api: ApiClient,
  name: string,
  colours: Record<string, string>,
): Promise<void> {
  const styles = await fetchStyles(api);
  const entry = styles.find((s) => s.name === name) ?? styles.find((s) => s.name === DEFAULT_THEME);
  if (!entry) return;
  const theme = readThemeFile(await fetchTheme(api, entry.path));
  if (!theme) return;
  const vars = themeToCssVars({ ...theme, colors: withOwnColours(theme.colors, colours) });
  for (const [key, value] of Object.entries(vars))
    document.documentElement.style.setProperty(key, value);
}

function effective<K extends keyof Preferences>(key: K): Preferences[K] {
  const own = usePreferencesStore.getState().values[key];
  if (own !== undefined) return own as Preferences[K];
  const configured: unknown = useInstanceStore.getState().config[key];
  const fallback = DEFAULT_PREFERENCES[key];
  return configured !== undefined && typeof configured === typeof fallback
    ? (configured as Preferences[K])
    : fallback;
}

/**
 * Applies the preferences that shape the whole page (theme, interface language; the column width has its own start-up code)
 * now and whenever they change, so a choice in the settings modal shows at once.
 */
let started = false;

export function applyPreferencesLive(api: ApiClient, browserLanguages: readonly string[]): void {
  // Idempotent: start-up and the settings modal may both start it.
  if (started) return;
  started = true;
  let last: { widen: string; theme: string; colours: string; language?: string | null } = {
    widen: '',
    theme: '',
    colours: '',
  };
  const apply = () => {
    const widen = effective('widenTimeline');
    const theme = effective('theme');
    const colours = effective('customThemeColours');
    const coloursKey = JSON.stringify(colours);
    if (last.theme !== '' && (theme !== last.theme || coloursKey !== last.colours))
      void reloadTheme(api, theme, colours).catch(() => undefined);
    const language = effective('interfaceLanguage');
    // At start the browser's language is already set; only a stored choice changes it.
    if (language !== last.language && (last.language !== undefined || language !== null))
      void setInterfaceLanguage(resolveInterfaceLanguage(language, browserLanguages));
    last = { widen, theme, colours: coloursKey, language };
  };
  apply();
  usePreferencesStore.subscribe(apply);
}
