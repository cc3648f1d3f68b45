import type { BrowserContext } from '@playwright/test';

interface Shooting {
  screenshot: (options?: { path?: string }) => Promise<Buffer>;
}

const patched = new WeakSet<object>();

function skipFileShots(proto: Shooting): void {
  if (patched.has(proto)) return;
  patched.add(proto);
  const screenshot = proto.screenshot;
  proto.screenshot = function (this: Shooting, options) {
    if (options?.path && process.env.PETREL_E2E_SCREENSHOTS === 'off') {
      return Promise.resolve(Buffer.alloc(0));
    }
    return screenshot.call(this, options);
  };
}

/**
 * With `PETREL_E2E_SCREENSHOTS=off` (set by `.ci/run`), the screenshots tests write to files
 * for people to look at (`page.screenshot({ path })`, a locator's) are not taken: CI's clone
 * and its artifacts are thrown away after the run, so each was work nobody saw (about 0.17 s
 * of a worker's time apiece here). No test compares or reads back such a file; a screenshot
 * without a path, whose bytes a test would read, is still taken.
 */
export function skipScreenshotsFor(context: BrowserContext): void {
  context.on('page', (page) => {
    skipFileShots(Object.getPrototypeOf(page) as Shooting);
    skipFileShots(Object.getPrototypeOf(page.locator('body')) as Shooting);
  });
}
