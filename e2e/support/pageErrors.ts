import { appendFileSync } from 'node:fs';
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * When `PETREL_E2E_PAGE_ERRORS` names a file, every uncaught page error and console error of
 * every page the worker's browser opens is appended to it with the test's title. A sweep of the
 * whole suite then shows errors a test did not assert on (the renderer's, a failed effect's)
 * without making every spec fail on them.
 */
export function watchPageErrors(browser: Browser, file: string | undefined): void {
  if (!file) return;
  const log = (kind: string, text: string) => {
    const title = safeTitle();
    appendFileSync(file, `${JSON.stringify({ title, kind, text: text.slice(0, 2000) })}\n`);
  };
  const watchPage = (page: Page) => {
    page.on('pageerror', (error) => log('pageerror', `${error.message}\n${error.stack ?? ''}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log('console', message.text());
    });
  };
  const watchContext = (context: BrowserContext) => {
    context.pages().forEach(watchPage);
    context.on('page', watchPage);
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
  // Playwright's own `context` fixture may reuse a context made before the patch.
  browser.contexts().forEach(watchContext);
}

function safeTitle(): string {
  try {
    const info = test.info();
    return `${info.file.split('/').pop()} > ${info.titlePath.slice(1).join(' > ')}`;
  } catch {
    return '(outside a test)';
  }
}
