import type { Preferences } from '../../core/preferences/preferences';
import { pickPreferences, THEME_KEYS, withoutTheme } from './settingsValues';

/** Document 1 §9, document 3 §9: the settings file's version pair. */
export const SETTINGS_FILE_VERSION: readonly [number, number] = [1, 0];
const VERSION_KEY = '_pleroma_settings_version';

export type ImportError =
  'invalid_file' | 'file_too_new' | 'file_too_old' | 'invalid_settings_imported';

export type ImportResult =
  | { ok: true; values: Partial<Preferences>; hasTheme: boolean; warning?: 'file_slightly_new' }
  | { ok: false; error: ImportError };

/** The backup file's JSON: the user's stored choices (optionally without the theme) plus the version pair. */
export function buildSettingsFile(values: Partial<Preferences>, withTheme: boolean): string {
  const kept = withTheme ? values : withoutTheme(values);
  return JSON.stringify({ ...kept, [VERSION_KEY]: [...SETTINGS_FILE_VERSION] }, null, 2);
}

export function settingsFileName(withTheme: boolean, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return `petrel-settings${withTheme ? '-with-theme' : ''}-${day}.json`;
}

/**
 * Reads a backup file by the version rules of document 3 §4. Only a successful result is ever
 * applied, so a failed import changes nothing.
 */
export function readSettingsFile(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'invalid_settings_imported' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { ok: false, error: 'invalid_settings_imported' };
  const record = json as Record<string, unknown>;
  const version = record[VERSION_KEY];
  if (!Array.isArray(version)) return { ok: false, error: 'invalid_file' };
  const [major, minor] = version.map(Number) as [number, number | undefined];
  if (!Number.isFinite(major)) return { ok: false, error: 'invalid_file' };
  if (major > SETTINGS_FILE_VERSION[0]) return { ok: false, error: 'file_too_new' };
  if (major < SETTINGS_FILE_VERSION[0]) return { ok: false, error: 'file_too_old' };
  const values = pickPreferences(record);
  const hasTheme = THEME_KEYS.some((key) => key in values);
  return (minor ?? 0) > SETTINGS_FILE_VERSION[1]
    ? { ok: true, values, hasTheme, warning: 'file_slightly_new' }
    : { ok: true, values, hasTheme };
}

/** What the store holds after an import: the file's choices; a file without theme keeps the current look. */
export function mergeImported(
  current: Partial<Preferences>,
  imported: Partial<Preferences>,
  hasTheme: boolean,
): Partial<Preferences> {
  if (hasTheme) return imported;
  const kept: Partial<Preferences> = {};
  for (const key of THEME_KEYS) if (key in current) Object.assign(kept, { [key]: current[key] });
  return { ...imported, ...kept };
}
