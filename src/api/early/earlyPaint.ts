/**
 * PROTOTYPE (measurement only): paints the landing timeline's first statuses from the early
 * script's answer, before the app's bundle has run, and sets the first-status mark.
 */
import { sanitizeHtml } from '../../lib/sanitizeHtml';

type Json = Record<string, unknown>;
const FIRST_SCREEN = 5;
export const EARLY_MARK_GLOBAL = '__petrelFirstStatusMarked';

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function row(entry: Json): HTMLElement {
  const status = (entry.reblog as Json | null) ?? entry;
  const account = (status.account ?? {}) as Json;
  const name = text(account.display_name) || text(account.acct);
  const article = document.createElement('article');
  article.className = 'status';
  article.setAttribute('aria-label', name);
  const main = document.createElement('div');
  main.className = 'status__main';
  const column = document.createElement('div');
  column.className = 'status__content-column';
  const heading = document.createElement('header');
  heading.className = 'status__heading';
  const author = document.createElement('span');
  author.className = 'status__author';
  const bdi = document.createElement('bdi');
  bdi.className = 'status__name';
  bdi.textContent = name;
  const acct = document.createElement('span');
  acct.className = 'status__acct';
  acct.textContent = `@${text(account.acct)}`;
  author.append(bdi, acct);
  const time = document.createElement('a');
  time.className = 'status__time';
  time.href = `/notice/${text(status.id)}`;
  time.textContent = new Date(text(status.created_at)).toLocaleString();
  heading.append(author, time);
  const body = document.createElement('div');
  body.className = 'status__body';
  const content = document.createElement('div');
  content.className = 'status__content';
  content.append(sanitizeHtml(text(status.content)));
  body.append(content);
  column.append(heading, body);
  main.append(column);
  article.append(main);
  return article;
}

/** Paints the first screen's rows into #app once the answer is in and the document parsed. */
export function paintEarly(answer: Promise<Response>): void {
  let done = (): void => undefined;
  (globalThis as unknown as Json).__petrelEarlyPaint = new Promise<void>((resolve) => {
    done = resolve;
  });
  void answer
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((list: unknown) => {
      performance.mark('early:json');
      if (!Array.isArray(list) || list.length === 0) return;
      const app = document.getElementById('app');
      // The app mounted first, or the document is not parsed that far: nothing to do.
      if (!app || !app.querySelector('.splash')) return;
      const feed = document.createElement('div');
      feed.className = 'timeline';
      feed.setAttribute('role', 'feed');
      feed.append(...list.slice(0, FIRST_SCREEN).map((entry) => row(entry as Json)));
      app.replaceChildren(feed);
      performance.mark('early:painted');
      (globalThis as unknown as Json)[EARLY_MARK_GLOBAL] = true;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => performance.mark('petrel:first-status')),
      );
    })
    .catch(() => undefined)
    // After the frame that shows the rows, not before it (a microtask would run the bundle first).
    .finally(() => requestAnimationFrame(() => setTimeout(done)));
}
