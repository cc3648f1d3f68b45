import { test as base, type Page } from '@playwright/test';
import { startInstance } from './instance';

/**
 * A worker's fake instance under the Content-Security-Policy that `npm start` sends
 * (fake-instance/csp.ts), with the control API on. The specs that use it share it per worker;
 * a spec that changes its content resets it when done.
 */
export const cspTest = base.extend<object, { cspUrl: string }>({
  cspUrl: [
    // Playwright reads the fixtures a function wants from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const instance = await startInstance(['--control', '--csp']);
      await provide(instance.url);
      await instance.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ cspUrl }, provide) => provide(cspUrl),
});

/** Records every `securitypolicyviolation` the page sees from its start (an init script). */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
}

/** The violations recorded so far, as "directive blocked-URI sample". */
export function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
