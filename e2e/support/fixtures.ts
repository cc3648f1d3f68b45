import { test as base } from '@playwright/test';
import { startInstance } from './instance';
import { watchPageErrors } from './pageErrors';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Each Playwright worker gets a fake instance of its own, with the control API on. Tests that
 * inject faults, stream events or new posts then never disturb a test running beside them.
 */
/**
 * A browser that refuses service workers, as a private window may: `register()` rejects, which
 * start-up only logs. Playwright's own `serviceWorkers: 'block'` resolves `register()` with
 * nothing, which no browser does.
 */
const REFUSE_SERVICE_WORKERS = `
if (self.ServiceWorkerContainer) {
  ServiceWorkerContainer.prototype.register = () =>
    Promise.reject(new DOMException('Service workers are refused in this test', 'SecurityError'));
}`;

export const test = base.extend<
  { freshSettings: void; serviceWorker: 'refuse' | 'install' },
  { instanceUrl: string; pageErrorLog: void }
>({
  instanceUrl: [
    // Playwright reads the fixtures a function wants from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const instance = await startInstance(['--control']);
      await provide(instance.url);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
  pageErrorLog: [
    async ({ browser }, provide) => {
      watchPageErrors(browser, process.env.PETREL_E2E_PAGE_ERRORS);
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ instanceUrl }, provide) => provide(instanceUrl),
  // Each page's worker install downloads the whole build (~95 files) after its first status,
  // work a test pays for without reading it. Specs about the worker, offline reading or the
  // outbox set `test.use({ serviceWorker: 'install' })`.
  serviceWorker: [process.env.PETREL_E2E_SW === 'install' ? 'install' : 'refuse', { option: true }],
  context: async ({ context, serviceWorker }, provide) => {
    if (serviceWorker === 'refuse') await context.addInitScript(REFUSE_SERVICE_WORKERS);
    await provide(context);
  },
  // Tests of one worker share its instance: settings a test synced to the server (a layout,
  // streaming off) would otherwise reach whichever test signs in as that user next.
  freshSettings: [
    async ({ request }, provide) => {
      await request.post('/__control/forget-settings');
      await provide();
    },
    { auto: true },
  ],
});
