import type { Browser, Page } from '@playwright/test';
import { median } from '../budgets';
import { newBenchContext } from '../browser';
import { armLatency, readLatency, storeToken } from '../probe';
import { collectSamples, feedSettled, pressSamples } from '../samples';

/** Issue 28 item 3: what a finger waits for, at 4x CPU throttling like the cold load. */
export interface Touch {
  cpuThrottling: number;
  favourite: number[];
  repeat: number[];
  react: number[];
  openConversation: number[];
  medianFavouriteMs: number;
  medianRepeatMs: number;
  medianReactMs: number;
  medianOpenConversationMs: number;
}

export type TouchFigure = 'favourite' | 'repeat' | 'react' | 'openConversation';
export const TOUCH_FIGURES: readonly TouchFigure[] = [
  'favourite',
  'repeat',
  'react',
  'openConversation',
];

async function home(page: Page, base: string) {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  await feed.getByRole('article').first().waitFor();
  await feedSettled(page);
  return feed;
}

/**
 * The i-th post's time link opened, from the click to the conversation painted with that status
 * highlighted; back to the timeline between samples, a different post each time.
 */
async function openConversation(page: Page, base: string, samples: number): Promise<number[]> {
  const feed = await home(page, base);
  const back = async () => {
    await page.waitForFunction(() => !document.querySelector('.conversation-page [role="status"]'));
    await page.goBack();
    await feed.getByRole('article').first().waitFor();
  };
  return collectSamples(
    'touch conversation',
    samples,
    async (i) => {
      const link = feed.locator('article .status__time').nth(i);
      // Back from a conversation the window of rows may redraw while the link is found; a link
      // detached that way is found again.
      for (let attempt = 1; ; attempt++) {
        try {
          await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
          break;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
      await armLatency(page, {
        kind: 'selector',
        selector: '.conversation [data-thread-id] article[aria-current="true"]',
      });
      await link.click();
      const ms = await readLatency(page);
      // A sample taken stays taken: a way back that fails opens the timeline again instead.
      await back().catch(() => home(page, base));
      return ms;
    },
    // The conversation may be open: the timeline again, from its address.
    async () => void (await home(page, base)),
  );
}

/**
 * The touch figures at `cpuThrottling`x, `samples` of each; a figure left out of `figures`
 * (the short run measures only those with a budget) is an empty list with a NaN median.
 */
export async function measureTouch(
  browser: Browser,
  base: string,
  token: string,
  samples: number,
  cpuThrottling = 4,
  figures: readonly TouchFigure[] = TOUCH_FIGURES,
): Promise<Touch> {
  const context = await newBenchContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await storeToken(page, token);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  const wanted = (figure: TouchFigure) => figures.includes(figure);
  try {
    const feed = await home(page, base);
    const favourite = wanted('favourite')
      ? await pressSamples(
          page,
          feed.getByRole('button', { name: /^Favourite/, pressed: false }),
          samples,
          'touch favourite',
        )
      : [];
    const repeat = wanted('repeat')
      ? await pressSamples(
          page,
          feed.getByRole('button', { name: /^Repeat/, pressed: false, disabled: false }),
          samples,
          'touch repeat',
        )
      : [];
    const react = wanted('react')
      ? await pressSamples(
          page,
          feed
            .getByRole('group', { name: 'Reactions' })
            .getByRole('button', { name: /^React with/, pressed: false }),
          samples,
          'touch react',
        )
      : [];
    const openConv = wanted('openConversation') ? await openConversation(page, base, samples) : [];
    return {
      cpuThrottling,
      favourite,
      repeat,
      react,
      openConversation: openConv,
      medianFavouriteMs: median(favourite),
      medianRepeatMs: median(repeat),
      medianReactMs: median(react),
      medianOpenConversationMs: median(openConv),
    };
  } finally {
    await context.close();
  }
}
