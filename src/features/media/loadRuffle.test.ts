// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { playFlash } from './loadRuffle';

type Options = Record<string, unknown>;

/** Stands in for Ruffle's script: what the page-wide config was, and what each load got. */
function fakeRuffle(): { pageConfig: () => unknown; loads: Options[] } {
  const loads: Options[] = [];
  let pageConfig: unknown = null;
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script[src*="ruffle"]');
    if (!script?.onload) return;
    observer.disconnect();
    const w = window as unknown as { RufflePlayer: Options };
    pageConfig = w.RufflePlayer['config'];
    w.RufflePlayer['newest'] = () => ({
      createPlayer: () =>
        Object.assign(document.createElement('ruffle-player'), {
          ruffle: () => ({
            load: (options: Options) => {
              loads.push(options);
              return Promise.resolve();
            },
          }),
        }),
    });
    script.onload(new Event('load'));
  });
  observer.observe(document.head, { childList: true });
  return { pageConfig: () => pageConfig, loads };
}

describe('the Ruffle loader', () => {
  it('lets a Flash file neither open windows nor navigate, page-wide and per player', async () => {
    const ruffle = fakeRuffle();
    const stage = document.createElement('div');
    const stop = await playFlash(stage, 'https://media.example/evil.swf');

    const locked = { openUrlMode: 'deny', allowNetworking: 'internal', polyfills: false };
    expect(ruffle.pageConfig()).toMatchObject(locked);
    expect(ruffle.loads).toEqual([
      expect.objectContaining({ ...locked, url: 'https://media.example/evil.swf' }),
    ]);
    expect(stage.querySelector('ruffle-player')).not.toBeNull();
    stop();
    expect(stage.querySelector('ruffle-player')).toBeNull();
  });
});
