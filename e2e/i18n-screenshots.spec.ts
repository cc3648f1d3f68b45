import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { findAxeViolations } from './support/axe';
import { startEachTestFromSeed } from './support/seededEach';
import { signInWithToken, TOKENS } from './support/session';
import { statusArticle, statusIdByText } from './support/statuses';

/**
 * The home timeline in a right-to-left language, a kana-heavy one and a long-worded one: no
 * sideways scrolling, no clipped control, the page's lang and dir right, and no axe findings.
 * The catalogues come from the translators; until a language's files are in the tree (and
 * so in the build) its tests are skipped.
 */
const LOCALES = join(import.meta.dirname, '..', 'src', 'i18n', 'locales');
const hasLocale = (id: string) => existsSync(join(LOCALES, id, 'app.json'));
const catalogue = (id: string, area: string) =>
  JSON.parse(readFileSync(join(LOCALES, id, `${area}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
];
const LANGUAGES = [
  { id: 'ar', tag: 'ar', dir: 'rtl' },
  { id: 'ja_easy', tag: 'ja-x-easy', dir: 'ltr' },
  { id: 'de', tag: 'de', dir: 'ltr' },
];
const TOKEN = 'demo-token-juniper';

// A language chosen in one test reaches the server's settings profile, and the next test's
// fresh browser would adopt it: each starts from the seed.
startEachTestFromSeed();

async function chooseLanguage(page: Page, id: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem(
      'petrel:preferences',
      JSON.stringify({ state: { values: { interfaceLanguage: value } }, version: 0 }),
    );
  }, id);
}

/** Notes `<html lang>` at the moment the app first puts anything on the page (in window.name). */
async function recordFirstRender(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.name = '';
    new MutationObserver((_, observer) => {
      const app = document.getElementById('app');
      // The page's own loading sign (hidden from assistive technology) is not the app.
      if (!app?.querySelector(':scope > :not([aria-hidden="true"])')) return;
      window.name = `first-render:${document.documentElement.lang}`;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Controls whose text is cut off: wider content than box, for everything rendered as a box. */
async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="tab"]')]
      .filter((el) => el.offsetParent !== null && el.clientWidth > 0)
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.outerHTML.slice(0, 160)),
  );
}

for (const language of LANGUAGES) {
  for (const size of SIZES) {
    test.describe(`home timeline in ${language.id} at ${size.name} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });
      test.describe.configure({ timeout: 90_000 });

      test('fits, reads in the right direction and passes axe', async ({ page }) => {
        test.skip(
          !hasLocale(language.id),
          `src/i18n/locales/${language.id}/ is not in the tree yet (the translators' catalogues land with the lead's merge)`,
        );
        await chooseLanguage(page, language.id);
        await signInWithToken(page, TOKEN);
        await recordFirstRender(page);
        await page.goto('/main/friends');
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
        // The language was in place when the app first rendered: no English flash.
        expect(await page.evaluate(() => window.name)).toBe(`first-render:${language.tag}`);
        // The first paint already speaks the language: the skip link is the catalogue's.
        const skip = (catalogue(language.id, 'app')['nav'] as Record<string, string>)[
          'skip_to_content'
        ];
        await expect(page.getByRole('link', { name: skip })).toBeAttached();

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
        expect(await clippedControls(page)).toEqual([]);
        await page.screenshot({
          path: `test-results/screenshots/i18n-${language.id}-${size.name}.png`,
        });
        expect(await findAxeViolations(page)).toEqual([]);
      });
    });
  }
}

test.describe('choosing the interface language', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('applies at once in the settings and survives a reload', async ({ page }) => {
    test.skip(!hasLocale('de'), 'src/i18n/locales/de/ is not in the tree yet');
    const de = catalogue('de', 'settings')['settings'] as Record<string, Record<string, string>>;
    const deNav = catalogue('de', 'app')['nav'] as Record<string, string>;
    await signInWithToken(page, TOKEN);
    await page.goto('/main/friends');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Settings', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const picker = dialog.getByRole('combobox', { name: 'Interface language' });
    // Each language is listed in its own name, after the browser default.
    await expect(picker.locator('option').first()).toHaveText('Browser language');
    await expect(picker.locator('option', { hasText: 'Deutsch' })).toHaveCount(1);
    await picker.selectOption('de');
    // No reload: the label of the picker itself turns German.
    await expect(
      page.getByRole('combobox', { name: de['pref']?.['interfaceLanguage'] ?? '' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: deNav['skip_to_content'] ?? '' })).toBeAttached();
  });
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-AT' });

  test('gets the German interface without choosing it', async ({ page }) => {
    test.skip(!hasLocale('de'), 'src/i18n/locales/de/ is not in the tree yet');
    await page.goto('/main/all');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('right to left', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the media viewer reads its arrows and buttons from the right', async ({
    page,
    request,
  }) => {
    test.skip(!hasLocale('ar'), 'src/i18n/locales/ar/ is not in the tree yet');
    const media = catalogue('ar', 'status')['media'] as Record<string, string>;
    await chooseLanguage(page, 'ar');
    const id = await statusIdByText(request, 'The harbour at dusk, four ways', TOKENS.member);
    await page.goto(`/notice/${id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const gallery = statusArticle(page, 'The harbour at dusk, four ways').getByRole('group', {
      name: media['gallery'],
    });
    await gallery.getByRole('button').first().click();
    const viewer = page.getByRole('dialog', { name: media['viewer'] });
    // The position line, whatever digits and order the language writes it in.
    const counterPattern = new RegExp(
      (media['counter'] ?? '')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{\{\w+\}\}/g, '[\\d\\u0660-\\u0669\\u06F0-\\u06F9]+'),
    );
    const counter = viewer.getByText(counterPattern).first();
    const first = await counter.textContent();
    // "Next" sits on the left, where reading continues.
    const next = await viewer.getByRole('button', { name: media['next'] }).boundingBox();
    const previous = await viewer.getByRole('button', { name: media['previous'] }).boundingBox();
    expect(next && previous && next.x < previous.x).toBe(true);
    // The left arrow key goes forward: going back from there returns to the first item (in a
    // left-to-right page it would have wrapped to the last, and back would be the third).
    await page.keyboard.press('ArrowLeft');
    await expect(counter).not.toHaveText(first ?? '');
    await viewer.getByRole('button', { name: media['previous'] }).click();
    await expect(counter).toHaveText(first ?? '');
  });
});
