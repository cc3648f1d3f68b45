import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { REMOTE_MEDIA, TRAP_NAME } from '../../fake-instance/hostile/vectors';

/** A 1x1 transparent PNG, answering for the remote media host. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** What the hostile corpus control call answers. */
export interface HostilePlacement {
  corpus: number;
  vectors: number;
  accounts: string[];
  /** Per batch: the post with the vectors, then the post with the picture. */
  statuses: string[];
}

/** Everything a vector could do that a test must see: script, dialogs, windows, navigation, exfiltration. */
export interface Harm {
  dialogs: string[];
  popups: string[];
  navigations: string[];
  evilRequests: string[];
}

/** Places the hostile corpus on the worker's fake instance (control mode). */
export async function placeHostileContent(request: APIRequestContext): Promise<HostilePlacement> {
  const response = await request.post('/__control/hostile');
  if (!response.ok()) throw new Error(`hostile placement failed: ${response.status()}`);
  return (await response.json()) as HostilePlacement;
}

/**
 * Sets the traps before the app starts: the vectors' trap function and the dialog functions
 * record calls instead of acting, and the page's dialogs, new windows, main-frame navigations
 * and requests to the attacker's host are recorded too.
 */
export async function watchForHarm(page: Page): Promise<Harm> {
  const harm: Harm = { dialogs: [], popups: [], navigations: [], evilRequests: [] };
  await page.addInitScript((trapName) => {
    const hits: unknown[] = [];
    const record = (what: unknown) => hits.push(what);
    Object.defineProperty(window, '__petrelXssHits', { value: hits });
    Object.defineProperty(window, trapName, { value: (id?: unknown) => record(id ?? '?') });
    for (const name of ['alert', 'confirm', 'prompt', 'print'])
      Object.defineProperty(window, name, { value: () => record(name) });
  }, TRAP_NAME);
  page.on('dialog', (dialog) => {
    harm.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('popup', (popup) => harm.popups.push(popup.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) harm.navigations.push(frame.url());
  });
  await page.route(`${REMOTE_MEDIA}/**`, (route) =>
    route.fulfill({ contentType: 'image/png', body: TINY_PNG }),
  );
  await page.route('https://evil.example/**', (route) => {
    harm.evilRequests.push(route.request().url());
    return route.abort();
  });
  return harm;
}

/** The trap calls recorded in the page (vector ids, or the name of a dialog function). */
export async function trapHits(page: Page): Promise<unknown[]> {
  return page.evaluate(
    () => (window as unknown as { __petrelXssHits: unknown[] }).__petrelXssHits ?? ['no traps'],
  );
}

/**
 * Markup that must never come out of rendering server content, looked for inside every
 * article and dialog: executable or embedding elements, forms to other origins, handler
 * attributes, links to anything but the web or mail, new-window links without noreferrer
 * (which implies noopener), and ids or styles from the content. Returns one line per finding.
 */
export async function unsafeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const roots = [...document.querySelectorAll('article, [role="dialog"]')];
    const banned =
      'script, iframe, frame, frameset, object, embed, applet, meta, base, link, style, math, ' +
      'template, noscript, portal, foreignObject, ' +
      '[formaction], [ping], [download], [srcdoc], [xlink\\:href]';
    const webOrMail = new Set(['http:', 'https:', 'mailto:']);
    const contentIds = new Set(['__petrelXss', 'main', 'root', 'defaultView', 'f']);
    for (const root of roots) {
      for (const el of root.querySelectorAll(banned))
        found.push(`element ${el.outerHTML.slice(0, 80)}`);
      for (const el of [root, ...root.querySelectorAll('*')]) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) found.push(`handler ${attr.name} on <${el.localName}>`);
          if (attr.name === 'style' && /expression|evil\.example|javascript:/i.test(attr.value))
            found.push(`style ${attr.value.slice(0, 80)}`);
        }
        if (el.id && contentIds.has(el.id)) found.push(`id ${el.id}`);
        if (el.getAttribute('name') === '__petrelXss') found.push('name __petrelXss');
      }
      // The app's own forms (remote follow) post to this origin only.
      for (const form of root.querySelectorAll('form[action]')) {
        const action = new URL(form.getAttribute('action') ?? '', location.href);
        if (action.origin !== location.origin) found.push(`form to ${action.href.slice(0, 80)}`);
      }
      for (const a of root.querySelectorAll('a[href]')) {
        const href = a.getAttribute('href') ?? '';
        const url = new URL(href, location.href);
        if (!webOrMail.has(url.protocol)) found.push(`link ${href.slice(0, 80)}`);
        const target = a.getAttribute('target');
        if (target !== null && target !== '_blank') found.push(`target ${target}`);
        const rel = (a.getAttribute('rel') ?? '').split(/\s+/);
        // noreferrer implies noopener.
        if (target === '_blank' && !rel.includes('noreferrer'))
          found.push(`rel "${rel.join(' ')}" on ${href.slice(0, 80)}`);
      }
      for (const img of root.querySelectorAll('img[src], video[src], audio[src], source[src]')) {
        const src = img.getAttribute('src') ?? '';
        const url = new URL(src, location.href);
        const ok =
          url.protocol === 'http:' ||
          url.protocol === 'https:' ||
          (img.localName === 'img' && src.startsWith('data:image/'));
        if (!ok) found.push(`src ${src.slice(0, 80)}`);
      }
    }
    return found;
  });
}

/**
 * Reveals what a post folds away: its content warning and long subject. Tall content stays
 * clipped: it is rendered either way, and unfolded it would span tens of screens.
 */
export async function unfold(article: Locator, timeout?: number): Promise<void> {
  await article.scrollIntoViewIfNeeded({ timeout });
  for (const name of ['Show content', 'Show full subject']) {
    const button = article.getByRole('button', { name, exact: true }).first();
    // The button turns into "Hide ..." or "Show less" once clicked.
    if (await button.isVisible()) await button.click();
  }
}

/** What the second-round control call answers (fake-instance/hostile/secondRound.ts). */
export interface SecondRoundPlacement {
  flash: string;
  mfm: string;
  mfmNeighbour: string;
  addresses: string[];
}

/** Places issue 29's Flash, MFM and bad-address posts on the worker's fake instance. */
export async function placeSecondRound(request: APIRequestContext): Promise<SecondRoundPlacement> {
  const response = await request.post('/__control/hostile/second-round');
  if (!response.ok()) throw new Error(`second-round placement failed: ${response.status()}`);
  return (await response.json()) as SecondRoundPlacement;
}
