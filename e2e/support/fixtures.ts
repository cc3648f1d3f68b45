import { test as base } from './refuseWorker';
import { startInstance } from './instance';
import { watchPageErrors } from './pageErrors';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Each Playwright worker gets a fake instance of its own, with the control API on. Tests that
 * inject faults, stream events or new posts then never disturb a test running beside them.
 */
export const test = base.extend<
  { freshSettings: void },
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
