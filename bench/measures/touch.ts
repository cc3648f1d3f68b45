import type { Browser, Locator, Page } from '@playwright/test';
import { median } from '../budgets';
import { newBenchContext } from '../browser';
import { armLatency, readLatency, storeToken } from '../probe';
import { collectSamples, feedSettled } from '../samples';

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

/**
 * A mouse press on the control's centre, as a person makes it: the pointer comes to rest on the
 * control (its hover painted), then the button goes down and up. By coordinates: a locator's
 * click runs Playwright's own script in the page inside the clock (hit-target listeners that
 * call `elementsFromPoint` in the pointerdown, then an evaluate after the click that queues a
 * task before the frame), which no user's press has and no client should be charged for.
 * Both ways send down and up together, so neither waits for a round trip between them.
 */
export async function press(page: Page, target: Locator): Promise<void> {
  const centre = async () => {
    const box = await target.boundingBox();
    if (!box) throw new Error('the control has no box');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  let at = await centre();
  await page.mouse.move(at.x, at.y);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  // A row above may have grown meanwhile (an image in): aim again if the control moved.
  const onTarget = await target.evaluate(
    (el, p) => el.contains(document.elementFromPoint(p.x, p.y)),
    at,
  );
  if (!onTarget) {
    at = await centre();
    await page.mouse.move(at.x, at.y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  }
  await page.mouse.click(at.x, at.y);
}

/** One click from unpressed to pressed on the first matching button; null if the row moved away. */
async function pressOnce(page: Page, buttons: Locator, label: string): Promise<number | null> {
  // Only the rows near the view are in the document (rowWindow.ts): once every button there is
  // pressed, the next unpressed one is further down, and waiting for it to appear in place only
  // timed out (this morning 3 of 7 favourite samples were lost so). Scroll on to more rows.
  if ((await buttons.count()) === 0) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    await page.waitForFunction(
      () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
    );
    if ((await buttons.count()) === 0) {
      console.warn(`${label}: no sample, no unpressed button in the rows drawn after a scroll`);
      return null;
    }
  }
  const button = buttons.first();
  try {
    await button.scrollIntoViewIfNeeded({ timeout: 5000 });
    await button.evaluate((el) => {
      (window as unknown as { __benchTarget: Element }).__benchTarget = el;
    });
  } catch (error) {
    // Posts joined the list meanwhile and the row was replaced: try the next one.
    console.warn(
      `${label}: no sample, the button was not reached: ${String(error).split('\n')[0]}`,
    );
    return null;
  }
  await armLatency(page, { kind: 'pressed' });
  await press(page, button);
  // A click inside the list in the second after new posts showed does nothing (document 2 §4):
  // under load a repeat's own post can join the timeline later than the pause between samples.
  // Such a click is not a sample; the next attempt presses the same button again.
  return readLatency(page, 5000).catch(async () => {
    console.warn(`${label}: sample dropped, ${await whyNoFrame(page)}`);
    return null;
  });
}

/** Why a press never reached its frame, said when the bench drops the sample. */
function whyNoFrame(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const target = (window as unknown as { __benchTarget?: Element }).__benchTarget;
      if (!target?.isConnected) return 'the pressed button left the document (its row was redrawn)';
      if (target.getAttribute('aria-pressed') !== 'true')
        return `the button stayed unpressed (${target.getAttribute('aria-label') ?? ''})`;
      return 'the button was pressed but no frame was seen';
    })
    .catch(() => 'the page did not answer');
}

/**
 * Clicks the first matching button until `samples` presses from unpressed to pressed are
 * timed (`label` names the figure in what a lost sample says); the interactions use it too.
 */
export function pressSamples(
  page: Page,
  buttons: Locator,
  samples: number,
  label = 'touch',
): Promise<number[]> {
  return collectSamples(label, samples, async () => {
    const ms = await pressOnce(page, buttons, label);
    // Let the call end and the answer settle before the next sample. A repeat joins the home
    // timeline at its top, and for 1 s after new posts show, clicks in the list do nothing
    // (document 2 §4): the next click waits that out.
    await page.waitForTimeout(1200);
    return ms;
  });
}

async function home(page: Page, base: string) {
  await page.goto(`${base}/main/friends`);
  const feed = page.getByRole('feed', { name: 'Home' });
  await feed.getByRole('article').first().waitFor();
  await page.waitForFunction(
    () => document.querySelector('[role="feed"]')?.getAttribute('aria-busy') === 'false',
  );
  return feed;
}

/**
 * A post's time link opened, from the click to the conversation painted with that status
 * highlighted; back to the timeline between samples, a post not opened before each time.
 */
async function openConversation(page: Page, base: string, samples: number): Promise<number[]> {
  const feed = await home(page, base);
  const back = async () => {
    await page.waitForFunction(() => !document.querySelector('.conversation-page [role="status"]'));
    await page.goBack();
    await feed.getByRole('article').first().waitFor();
  };
  const opened = new Set<string>();
  // The next post's time link among the rows drawn; only the rows near the view are in the
  // document (rowWindow.ts), so the page scrolls on when every drawn one was opened (or tried).
  const nextLink = async (): Promise<Locator> => {
    for (let scrolls = 0; scrolls < 5; scrolls++) {
      const hrefs = await feed
        .locator('article .status__time:visible')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      const href = hrefs.find((h) => h !== '' && !opened.has(h));
      if (href) {
        opened.add(href);
        return feed.locator(`article .status__time[href="${href}"]`).first();
      }
      await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
      await feedSettled(page);
    }
    throw new Error('no time link left to open in the rows drawn');
  };
  return collectSamples(
    'touch conversation',
    samples,
    async () => {
      const link = await nextLink();
      await link.scrollIntoViewIfNeeded({ timeout: 10_000 });
      await armLatency(page, {
        kind: 'selector',
        selector: '.conversation [data-thread-id] article[aria-current="true"]',
      });
      await press(page, link);
      const ms = await readLatency(page);
      // A sample taken stays taken: a way back that fails opens the timeline again instead.
      await back().catch(() => home(page, base));
      return ms;
    },
    // The conversation may still be open: the timeline again, from its address.
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
