import { fetchStyles, fetchTheme, type ApiClient } from '../../api';
import { readThemeFile, themeToCssVars } from './themeVars';

export const DEFAULT_THEME = 'pleroma-dark';

export function applyCssVars(
  vars: Record<string, string>,
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
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
): Promise<boolean> {
  const styles = await fetchStyles(api);
  const entry = styles.find((s) => s.name === name) ?? styles.find((s) => s.name === DEFAULT_THEME);
  if (!entry) return false;
  const theme = readThemeFile(await fetchTheme(api, entry.path));
  if (!theme) return false;
  applyCssVars(themeToCssVars({ ...theme, colors: { ...theme.colors, ...colours } }));
  return true;
}
