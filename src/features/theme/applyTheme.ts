import { fetchStyles, fetchTheme, type ApiClient, type StyleEntry } from '../../api';
import { readThemeFile, themeToCssVars, withOwnColours } from './themeVars';

export const DEFAULT_THEME = 'pleroma-dark';

export function applyCssVars(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
}

function themeEntry(styles: StyleEntry[], name: string): StyleEntry | undefined {
  return styles.find((s) => s.name === name) ?? styles.find((s) => s.name === DEFAULT_THEME);
}

/** The start-up's theme calls, begun before the configuration names the theme. */
let warm: { styles: Promise<StyleEntry[]>; files: Map<string, Promise<unknown>> } | null = null;

/**
 * Starts loading the styles index and the theme most likely to be chosen, while start-up
 * still reads the configuration that names it (issue 7). The next `loadTheme` takes these
 * calls instead of making its own; a guess the configuration overrides costs one small call.
 */
export function warmTheme(api: ApiClient, likelyName: string): void {
  const files = new Map<string, Promise<unknown>>();
  const styles = fetchStyles(api);
  styles.then(
    (list) => {
      const entry = themeEntry(list, likelyName);
      if (!entry) return;
      const file = fetchTheme(api, entry.path);
      // Its failure is loadTheme's to report, if it uses it.
      file.catch(() => undefined);
      files.set(entry.path, file);
    },
    () => undefined,
  );
  warm = { styles, files };
}

/**
 * Loads a theme named in /static/styles.json and applies it. A missing or broken theme leaves
 * the built-in palette in place: the app never fails to start over a theme.
 */
export async function loadTheme(
  api: ApiClient,
  name: string,
  /** The user's own colours over the theme's (settings, Theme tab); contrast still applies. */
  colours: Record<string, string> = {},
  /** Told the custom properties applied (start-up keeps them for the next visit). */
  onApplied?: (vars: Record<string, string>) => void,
): Promise<boolean> {
  const taken = warm;
  warm = null;
  const entry = themeEntry(await (taken?.styles ?? fetchStyles(api)), name);
  if (!entry) return false;
  const theme = readThemeFile(await (taken?.files.get(entry.path) ?? fetchTheme(api, entry.path)));
  if (!theme) return false;
  const vars = themeToCssVars({ ...theme, colors: withOwnColours(theme.colors, colours) });
  applyCssVars(vars);
  onApplied?.(vars);
  return true;
}
