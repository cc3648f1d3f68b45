/** What Ruffle's self-hosted script puts on window (only the parts the player uses). */
interface RufflePlayerElement extends HTMLElement {
  /** Ruffle 0.2+ keeps the API behind ruffle(); older builds had load() on the element. */
  ruffle?: () => { load: (options: RuffleLoadOptions) => Promise<void> };
  load?: (options: RuffleLoadOptions) => Promise<void>;
}

/**
 * Ruffle's config (0.6.0 ships no types; names and values are its `openUrlMode` and
 * `allowNetworking` enums). A SWF is code from a stranger: left at Ruffle's defaults, a
 * `getURL(url, "_blank")` opens a window that keeps `window.opener` and can move this tab.
 * "deny" refuses every navigation without asking; "internal" also blocks `navigateToURL`,
 * `fscommand` and `ExternalInterface`, while the file may still load its own parts.
 */
export const RUFFLE_CONFIG = {
  // Ruffle must not replace <object>/<embed> elsewhere on the page by itself.
  polyfills: false,
  autoplay: 'on',
  openUrlMode: 'deny',
  allowNetworking: 'internal',
} as const;

type RuffleLoadOptions = typeof RUFFLE_CONFIG & { url: string };
interface RuffleGlobal {
  newest: () => { createPlayer: () => RufflePlayerElement } | null;
}

declare global {
  interface Window {
    RufflePlayer?: RuffleGlobal & { config?: object };
  }
}

/** Where the build puts Ruffle (scripts/viteCopyRuffle.ts), as Akkoma's frontends do. */
const RUFFLE_SRC = '/static/ruffle/ruffle.js';

let loading: Promise<RuffleGlobal> | null = null;

/** Loads Ruffle's script once, the first time a Flash attachment is opened. */
export function loadRuffle(): Promise<RuffleGlobal> {
  loading ??= new Promise<RuffleGlobal>((resolve, reject) => {
    const w = window;
    w.RufflePlayer = {
      ...(w.RufflePlayer ?? {}),
      config: { ...RUFFLE_CONFIG },
    } as RuffleGlobal;
    const script = document.createElement('script');
    script.src = RUFFLE_SRC;
    script.async = true;
    script.onload = () => {
      const ruffle = w.RufflePlayer;
      if (ruffle && typeof ruffle.newest === 'function') resolve(ruffle);
      else reject(new Error('Ruffle did not start'));
    };
    script.onerror = () => reject(new Error('Ruffle could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Creates a player in `container` and starts the file. */
export async function playFlash(container: HTMLElement, url: string): Promise<() => void> {
  const ruffle = await loadRuffle();
  const player = ruffle.newest()?.createPlayer();
  if (!player) throw new Error('Ruffle has no player');
  player.style.width = '100%';
  player.style.height = '100%';
  container.append(player);
  const api = player.ruffle?.() ?? player;
  if (!api.load) throw new Error('Ruffle player cannot load');
  // Given again per player: the page-wide config is read when Ruffle starts, and anything
  // that set it before us must not loosen what this player may do.
  await api.load({ ...RUFFLE_CONFIG, url });
  return () => player.remove();
}
