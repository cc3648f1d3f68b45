import { describe, expect, it, vi } from 'vitest';
import { recallTheme, rememberTheme, themeKey } from './rememberedTheme';
import { themeAtStart, type ThemeAtStartDeps } from './themeAtStart';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const SEA = { '--bg': '#003', 'color-scheme': 'dark' };
const SERVER = 'https://example.social';

/** A theme load that finishes only when the test says so. */
function pendingLoad() {
  let finish: (ok: boolean) => void = () => undefined;
  const load = vi.fn<ThemeAtStartDeps['load']>(
    (_name, _colours, onApplied) =>
      new Promise<boolean>((resolve) => {
        finish = (ok) => {
          if (ok) onApplied(SEA);
          resolve(ok);
        };
      }),
  );
  return { load, finish: (ok: boolean) => finish(ok) };
}

function deps(over: Partial<ThemeAtStartDeps>): ThemeAtStartDeps {
  return {
    storage: memoryStorage(),
    server: SERVER,
    own: () => ({}),
    load: pendingLoad().load,
    apply: vi.fn(),
    later: (run) => run(),
    log: vi.fn(),
    ...over,
  };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('themeAtStart', () => {
  it('waits for the theme files on a first visit and keeps what they applied', async () => {
    const storage = memoryStorage();
    const { load, finish } = pendingLoad();
    const apply = vi.fn();
    const step = themeAtStart(deps({ storage, load, apply }))('sea');
    expect(apply).not.toHaveBeenCalled();
    expect(await settled(step)).toBe(false);
    finish(true);
    expect(await settled(step)).toBe(true);
    expect(recallTheme(storage)).toEqual({ key: themeKey(SERVER, 'sea', {}), vars: SEA });
  });

  it('sets the remembered theme at once and does not wait when the same theme is configured', async () => {
    const storage = memoryStorage();
    rememberTheme(storage, { key: themeKey(SERVER, 'sea', {}), vars: SEA });
    const { load, finish } = pendingLoad();
    const apply = vi.fn();
    const later: Array<() => void> = [];
    const loadTheme = themeAtStart(deps({ storage, load, apply, later: (run) => later.push(run) }));
    expect(apply).toHaveBeenCalledWith(SEA);
    const step = loadTheme('sea');
    expect(await settled(step)).toBe(true);
    // The files are still read and applied, once the first screen is painted.
    expect(load).not.toHaveBeenCalled();
    for (const run of later) run();
    expect(load).toHaveBeenCalledWith('sea', {}, expect.any(Function));
    finish(true);
  });

  it('waits when the configuration names another theme than the remembered one', async () => {
    const storage = memoryStorage();
    rememberTheme(storage, { key: themeKey(SERVER, 'sea', {}), vars: SEA });
    const { load, finish } = pendingLoad();
    const step = themeAtStart(deps({ storage, load }))('forest');
    expect(await settled(step)).toBe(false);
    finish(true);
    expect(await settled(step)).toBe(true);
  });

  it('the reader’s own theme and colours decide, both ways', async () => {
    const storage = memoryStorage();
    rememberTheme(storage, { key: themeKey(SERVER, 'mine', { link: '#f00' }), vars: SEA });
    const own = { theme: 'mine', customThemeColours: { link: '#f00' } };
    const same = themeAtStart(deps({ storage, own: () => own }))('sea');
    expect(await settled(same)).toBe(true);
    const otherColours = themeAtStart(
      deps({ storage, own: () => ({ ...own, customThemeColours: { link: '#0f0' } }) }),
    )('sea');
    expect(await settled(otherColours)).toBe(false);
  });

  it('another server’s remembered theme is not taken as this one’s', async () => {
    const storage = memoryStorage();
    rememberTheme(storage, { key: themeKey('https://other.example', 'sea', {}), vars: SEA });
    const step = themeAtStart(deps({ storage }))('sea');
    expect(await settled(step)).toBe(false);
  });

  it('logs a failed load it did not wait for', async () => {
    const storage = memoryStorage();
    rememberTheme(storage, { key: themeKey(SERVER, 'sea', {}), vars: SEA });
    const log = vi.fn();
    const error = new Error('offline');
    const step = themeAtStart(deps({ storage, log, load: () => Promise.reject(error) }))('sea');
    expect(await settled(step)).toBe(true);
    expect(log).toHaveBeenCalledWith('theme', error);
  });

  it('reads nothing broken or missing storage as remembered', () => {
    const storage = memoryStorage();
    storage.setItem('petrel:theme', '{"key":"k","vars":{"--bg":1}}');
    expect(recallTheme(storage)).toBeNull();
    storage.setItem('petrel:theme', 'not json');
    expect(recallTheme(storage)).toBeNull();
    expect(recallTheme(null)).toBeNull();
  });
});
