import { test as base } from '@playwright/test';
import { skipScreenshotsFor } from './screenshotsOff';

export { expect } from '@playwright/test';

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

/**
 * Playwright's test whose pages refuse the service worker. Each page's install downloads the
 * whole build (95 files) after its first status: work every test paid for and none read.
 * Specs about the worker, offline reading or the outbox set
 * `test.use({ serviceWorker: 'install' })`. Its contexts also leave out CI's screenshots for
 * people (`screenshotsOff.ts`).
 */
export const test = base.extend<{ serviceWorker: 'refuse' | 'install' }>({
  serviceWorker: [process.env.PETREL_E2E_SW === 'install' ? 'install' : 'refuse', { option: true }],
  context: async ({ context, serviceWorker }, provide) => {
    if (serviceWorker === 'refuse') await context.addInitScript(REFUSE_SERVICE_WORKERS);
    skipScreenshotsFor(context);
    await provide(context);
  },
});
