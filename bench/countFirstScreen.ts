/**
 * The DOM work of a cold load up to the first status, counted rather than timed, so a busy
 * machine does not change the figures (issue 28 item 1): elements created (`createElement`,
 * `createElementNS`), attributes set (`setAttribute`), nodes inserted (`insertBefore`,
 * `appendChild`), inner markup set, and the elements in `#app` at the mark.
 * `npx tsx bench/countFirstScreen.ts <distA> <distB> [rounds] [width]`.
 */
import type { Browser } from '@playwright/test';
import { newBenchContext } from './browser';
import { interleave, twoDists } from './interleave';

interface Counts {
  created: number;
  attributes: number;
  inserted: number;
  innerMarkup: number;
  elements: number;
}

const width = Number(process.argv[5] ?? 1440);

async function countOne(browser: Browser, url: string): Promise<Counts> {
  const context = await newBenchContext(browser);
  try {
    await context.addInitScript(() => {
      const counts = { created: 0, attributes: 0, inserted: 0, innerMarkup: 0 };
      (window as unknown as { __counts: typeof counts }).__counts = counts;
      const wrap = <T extends object>(proto: T, name: keyof T, key: keyof typeof counts) => {
        const original = proto[name] as (...args: unknown[]) => unknown;
        proto[name] = function (this: unknown, ...args: unknown[]) {
          if (!performance.getEntriesByName('petrel:first-status').length) counts[key]++;
          return original.apply(this, args);
        } as T[keyof T];
      };
      wrap(Document.prototype, 'createElement', 'created');
      wrap(Document.prototype, 'createElementNS', 'created');
      wrap(Element.prototype, 'setAttribute', 'attributes');
      wrap(Node.prototype, 'insertBefore', 'inserted');
      wrap(Node.prototype, 'appendChild', 'inserted');
      const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...inner,
        set(this: Element, value: string) {
          if (!performance.getEntriesByName('petrel:first-status').length) counts.innerMarkup++;
          inner.set!.call(this, value);
        },
      });
    });
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${url}/main/all`);
    await page.waitForFunction(() => performance.getEntriesByName('petrel:first-status').length);
    return await page.evaluate(() => ({
      ...(window as unknown as { __counts: Omit<Counts, 'elements'> }).__counts,
      elements: document.querySelectorAll('#app *').length,
    }));
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const [a, b] = twoDists(
    process.argv.slice(2),
    'npx tsx bench/countFirstScreen.ts <distA> <distB> [rounds] [width]',
  );
  const rounds = Number(process.argv[4] ?? 2);
  await interleave({
    dists: [a, b],
    rounds,
    measure: countOne,
    line: (c, dist, round) =>
      `round ${round} ${dist} at ${width} px: created ${c.created}, setAttribute ${c.attributes}, inserted ${c.inserted}, innerHTML ${c.innerMarkup}, elements in #app ${c.elements}`,
  });
}

void main();
