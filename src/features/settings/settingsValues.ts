import {
  DEFAULT_PREFERENCES,
  instanceDefault,
  type Preferences,
} from '../../core/preferences/preferences';

/** Keys whose value must be one of a few words; anything else from a file is dropped. */
const CHOICES: Partial<Record<keyof Preferences, readonly string[]>> = {
  conversationDisplay: ['linear', 'tree'],
  conversationOtherRepliesButton: ['below', 'inside'],
  replyVisibility: ['all', 'following', 'self'],
  subjectLineBehavior: ['noop', 'masto', 'email'],
  widenTimeline: ['full', '75', '50', 'off'],
  thirdColumnMode: ['none', 'notifications', 'postform'],
  userProfileDefaultTab: ['statuses', 'replies', 'media', 'favorites'],
};

/** Keys that hold the look of the app; a backup without the theme leaves them out. */
export const THEME_KEYS: readonly (keyof Preferences)[] = ['theme', 'customThemeColours'];

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A value from outside (a settings file, the server's settings profile) checked against the
 * default's shape; null when it does not fit, so nothing malformed reaches the views.
 */
export function checkValue(key: string, value: unknown): unknown {
  if (!(key in DEFAULT_PREFERENCES)) return null;
  const k = key as keyof Preferences;
  const fallback: unknown = DEFAULT_PREFERENCES[k];
  const choices = CHOICES[k];
  if (choices) return typeof value === 'string' && choices.includes(value) ? value : null;
  if (fallback === null) return typeof value === 'string' ? value : null;
  if (Array.isArray(fallback))
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (isPlainObject(fallback)) {
    if (!isPlainObject(value)) return null;
    const known = Object.keys(fallback);
    // An empty default is an open map (per-user highlights, custom colours); otherwise only known keys.
    if (known.length === 0) return value;
    const kept = Object.fromEntries(
      Object.entries(value).filter(([name, v]) => typeof v === typeof fallback[name]),
    );
    return { ...fallback, ...kept };
  }
  if (typeof fallback === 'number')
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  return typeof value === typeof fallback ? value : null;
}

/** Only this client's own keys, each of the right shape: another frontend's settings never leak in. */
export function pickPreferences(source: Record<string, unknown>): Partial<Preferences> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const checked = checkValue(key, value);
    if (checked !== null) out[key] = checked;
  }
  return out as Partial<Preferences>;
}

export function withoutTheme(values: Partial<Preferences>): Partial<Preferences> {
  const copy: Partial<Preferences> = { ...values };
  for (const key of THEME_KEYS) delete copy[key];
  return copy;
}

/** Every preference with its effective value: stored choice, else default. */
export function effectiveValues(values: Partial<Preferences>): Preferences {
  return { ...DEFAULT_PREFERENCES, ...values };
}

/**
 * The whole configuration as the user sees it (document 3 §3, settings export): each key's
 * stored choice, else the instance's default as `usePreference` reads it (`pleromaFamily`: the
 * server profile's `pleromaApi`, undefined when not read).
 */
export function fullConfiguration(
  values: Partial<Preferences>,
  config: Readonly<Record<string, unknown>>,
  pleromaFamily?: boolean,
): Preferences {
  const valueOf = <K extends keyof Preferences>(key: K): Preferences[K] => {
    const own = values[key];
    return own !== undefined ? own : instanceDefault(key, config[key], pleromaFamily);
  };
  const out: Preferences = { ...DEFAULT_PREFERENCES };
  const fill = <K extends keyof Preferences>(key: K) => {
    out[key] = valueOf(key);
  };
  for (const key of Object.keys(DEFAULT_PREFERENCES) as (keyof Preferences)[]) fill(key);
  return out;
}
