/** What Ruffle's self-hosted script puts on window (only the parts the player uses). */
interface RufflePlayerElement extends HTMLElement {
  /** Ruffle 0.2+ keeps the API behind ruffle(); older builds had load() on the element. */
  ruffle?: () => { load: (options: { url: string }) => Promise<void> };
  load?: (options: { url: string }) => Promise<void>;
}
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
    // Ruffle must not replace <object>/<embed> elsewhere on the page by itself.
    w.RufflePlayer = {
      ...(w.RufflePlayer ?? {}),
      config: { polyfills: false, autoplay: 'on' },
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
  await api.load({ url });
  return () => player.remove();
}
