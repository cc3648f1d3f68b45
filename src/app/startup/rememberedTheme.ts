/**
 * The theme the last visit applied, kept so a repeat visit sets it at once and the mount need
 * not wait for styles.json and then the theme file (two round trips that landed last on the
 * first status's path; docs/decisions.md, "The app's own start"). The files are still read
 * and applied when they come, so a theme the server changed shows a moment later.
 */

const STORAGE_KEY = 'petrel:theme';

export interface RememberedTheme {
  /** The server, the theme's name and the reader's own colours it was made from. */
  key: string;
  /** The properties applied to the page's root (custom properties and `color-scheme`). */
  vars: Record<string, string>;
}

/** What decides a theme's colours: a different name or own colours is a different theme. */
export function themeKey(server: string, name: string, colours: Record<string, string>): string {
  return JSON.stringify([server, name, colours]);
}

function isVars(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** The last applied theme, or null when there is none or it cannot be read. */
export function recallTheme(storage: Pick<Storage, 'getItem'> | null): RememberedTheme | null {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { key, vars } = saved as Record<string, unknown>;
    return typeof key === 'string' && isVars(vars) ? { key, vars } : null;
  } catch {
    return null;
  }
}

/** Keeps the theme just applied for the next visit (without storage, nothing is kept). */
export function rememberTheme(
  storage: Pick<Storage, 'setItem'> | null,
  theme: RememberedTheme,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // Full or refused storage: the next visit waits for the files, as a first one does.
  }
}
