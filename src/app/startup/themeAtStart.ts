import { recallTheme, rememberTheme, themeKey } from './rememberedTheme';

export interface ThemeAtStartDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** The server whose theme this is. */
  server: string;
  /** The reader's own theme and colours (settings), read when the configuration is in. */
  own: () => { theme?: string; customThemeColours?: Record<string, string> };
  /** Fetches and applies a theme, telling `onApplied` the properties it set. */
  load: (
    name: string,
    colours: Record<string, string>,
    onApplied: (vars: Record<string, string>) => void,
  ) => Promise<boolean>;
  apply: (vars: Record<string, string>) => void;
  /** Runs work the first screen does not wait for, once it is painted. */
  later: (run: () => void) => void;
  log: (what: string, error: unknown) => void;
}

/**
 * Start-up's theme step (document 1 §4, "set the theme"). The last visit's theme is set at
 * once; when the configuration names that same theme (with the same own colours) the step is
 * done there, and the files are read and applied again only after the first screen is painted
 * (computing a theme's properties, contrast included, and restyling the page cost the first
 * status tens of ms at 4x when they landed before the mount, issue 27). Otherwise the step
 * waits for them as before. Returns the `loadTheme` start-up calls with the configured name.
 */
export function themeAtStart(deps: ThemeAtStartDeps): (configured: string) => Promise<unknown> {
  const remembered = recallTheme(deps.storage);
  if (remembered) deps.apply(remembered.vars);
  return (configured) => {
    const own = deps.own();
    const name = own.theme ?? configured;
    const colours = own.customThemeColours ?? {};
    const key = themeKey(deps.server, name, colours);
    const load = () =>
      deps.load(name, colours, (vars) => rememberTheme(deps.storage, { key, vars }));
    if (remembered?.key !== key) return load();
    deps.later(() => load().catch((error: unknown) => deps.log('theme', error)));
    return Promise.resolve(true);
  };
}
