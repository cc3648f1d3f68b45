/**
 * The floor of a click (issue 28 item 3): the touch figure's own clock (`armLatency` 'pressed',
 * `press` by coordinates, 4x CPU, 1280x800) on three pages, interleaved round by round:
 * - `bare`: a static page of plain `<button aria-pressed>`s whose click sets the attribute;
 * - `frozen`: Petrel's home timeline as it stood once settled, served as static markup (the
 *   same DOM and stylesheets, no script of Petrel's) with that same one-line click handler;
 * - `petrel`: the live app, as `touch.ts` presses it.
 * `frozen - bare` is what Petrel's document and CSS cost a click; `petrel - frozen` is what its
 * script costs. `npx tsx bench/touchFloor.ts [dist] [rounds] [samples]`; `TRACE=1` prints each
 * sample's tasks from the pointerdown to the frame (`summariseTrace`), `TRACE_DIR` keeps them;
 * `FIGURE=repeat|react` presses those in the live app.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { startInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { median } from './budgets';
import { press, pressSamples } from './measures/touch';
import { armLatency, readLatency, storeToken } from './probe';
import { feedSettled } from './samples';
import { summariseTrace, type TraceEvent } from './traceTouch';

type Kind = 'bare' | 'frozen' | 'petrel';
// ONLY=petrel (or a comma-separated list) measures only those pages.
const KINDS = (['bare', 'frozen', 'petrel'] as const).filter(
  (k) => !process.env.ONLY || process.env.ONLY.split(',').includes(k),
);
const TOKEN = 'demo-token-juniper';

/**
 * What a static page does on a click: the pressed state; on Petrel's markup also what Petrel
 * changes for a favourite (the classes that fill the star, the count and the label), so the
 * frozen page's frame has the same style, layout and paint to do as the live one.
 */
const PRESS_SCRIPT = `<script>
document.addEventListener('click', (e) => {
  const b = e.target instanceof Element && e.target.closest('button[aria-pressed]');
  if (!b) return;
  b.setAttribute('aria-pressed', 'true');
  if (!b.classList.contains('status__action')) return;
  b.classList.add('is-on', 'is-favourite');
  let n = b.querySelector('span[aria-hidden]');
  if (!n) { n = document.createElement('span'); n.setAttribute('aria-hidden', 'true'); b.append(n); }
  n.textContent = String(Number(n.textContent) + 1);
  b.setAttribute('aria-label', 'Favourite, ' + n.textContent);
});
</script>`;

const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>
<style>button{display:block;margin:8px;padding:6px 12px}[aria-pressed="true"]{color:#c80}</style>
</head><body><main>${Array.from(
  { length: 24 },
  (_, i) => `<p>Post ${i + 1}</p><button type="button" aria-pressed="false">Favourite</button>`,
).join('')}</main>${PRESS_SCRIPT}</body></html>`;

/** Petrel's settled home timeline as markup: scripts and preloads out, the press handler in. */
async function frozenMarkup(browser: Browser, url: string): Promise<string> {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await storeToken(page, TOKEN);
    await page.goto(`${url}/main/friends`);
    await page.getByRole('feed', { name: 'Home' }).getByRole('article').first().waitFor();
    await feedSettled(page);
    await page.waitForTimeout(2000);
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      for (const el of root.querySelectorAll('script, link[rel="modulepreload"]')) el.remove();
      return `<!doctype html>${root.outerHTML}`;
    });
    return html.replace('</body>', `${PRESS_SCRIPT}</body>`);
  } finally {
    await context.close();
  }
}

async function tracing<T>(page: Page, label: string, act: () => Promise<T>): Promise<T> {
  if (!process.env.TRACE) return act();
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.stack',
    ],
  });
  const out = await act();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  console.log(summariseTrace(trace.traceEvents).join('\n'));
  if (process.env.TRACE_DIR)
    writeFileSync(`${process.env.TRACE_DIR}/${label}-${Date.now()}.json`, JSON.stringify(trace));
  return out;
}

/** One traced press of `button`, its latency to the pressed state, then a rest. */
async function tracedPress(page: Page, button: Locator, label: string): Promise<number> {
  await button.scrollIntoViewIfNeeded();
  await button.evaluate((el) => {
    (window as unknown as { __benchTarget: Element }).__benchTarget = el;
  });
  await armLatency(page, { kind: 'pressed' });
  const latency = await tracing(page, label, async () => {
    await press(page, button);
    return readLatency(page, 5000);
  });
  await page.waitForTimeout(1200);
  return latency;
}

/** `samples` presses of the static page's unpressed buttons, each a different one in turn. */
async function staticSamples(page: Page, samples: number, label: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const buttons = page.getByRole('button', { name: /^Favourite/, pressed: false });
    if ((await buttons.count()) === 0) {
      await page.evaluate(() => {
        for (const b of document.querySelectorAll('button[aria-pressed="true"]')) {
          b.setAttribute('aria-pressed', 'false');
          b.classList.remove('is-on', 'is-favourite');
        }
      });
      await page.waitForTimeout(300);
    }
    out.push(await tracedPress(page, buttons.first(), label));
  }
  return out;
}

async function measure(
  browser: Browser,
  url: string,
  kind: Kind,
  frozen: string,
  samples: number,
): Promise<number[]> {
  const context = await newBenchContext(browser, {
    viewport: { width: 1280, height: 800 },
    // A static page must reach the route below, not the app's worker.
    serviceWorkers: kind === 'petrel' ? 'allow' : 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (kind === 'petrel') {
      await storeToken(page, TOKEN);
      await page.goto(`${url}/main/friends`);
      const feed = page.getByRole('feed', { name: 'Home' });
      await feed.getByRole('article').first().waitFor();
      await feedSettled(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // FIGURE=repeat or react presses those in the live app (the static pages keep theirs).
      const figure = process.env.FIGURE ?? 'favourite';
      const buttons =
        figure === 'react'
          ? feed
              .getByRole('group', { name: 'Reactions' })
              .getByRole('button', { name: /^React with/, pressed: false })
          : feed.getByRole('button', {
              name: figure === 'repeat' ? /^Repeat/ : /^Favourite/,
              pressed: false,
              disabled: false,
            });
      if (!process.env.TRACE) return await pressSamples(page, buttons, samples, 'petrel');
      // Traced: the same presses as staticSamples, one at a time.
      const out: number[] = [];
      for (let i = 0; i < samples; i++) {
        out.push(await tracedPress(page, buttons.first(), 'petrel'));
      }
      return out;
    }
    const path = `/bench-touch-${kind}.html`;
    await page.route(`${url}${path}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: kind === 'bare' ? BARE_PAGE : frozen }),
    );
    await page.goto(`${url}${path}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await staticSamples(page, samples, kind);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const [dist, roundsArg, samplesArg] = process.argv.slice(2);
  if (dist) process.env.E2E_DIST = dist;
  const rounds = Number(roundsArg ?? 3);
  const samples = Number(samplesArg ?? 3);
  const instance = await startInstance([]);
  const browser = await launch();
  try {
    const frozen = await frozenMarkup(browser, instance.url);
    const all: Record<Kind, number[]> = { bare: [], frozen: [], petrel: [] };
    for (let round = 1; round <= rounds; round++)
      for (const kind of KINDS) {
        const ms = await measure(browser, instance.url, kind, frozen, samples);
        all[kind].push(...ms);
        console.log(`round ${round} ${kind}: ${ms.map((m) => m.toFixed(1)).join(' / ')}`);
      }
    for (const kind of KINDS)
      console.log(
        `${kind}: median ${median(all[kind]).toFixed(1)} ms of ${all[kind].length} (min ${Math.min(...all[kind]).toFixed(1)})`,
      );
  } finally {
    await browser.close();
    await instance.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
