import { test } from './fixtures';
import { resetInstance } from './statuses';

/**
 * Every test of the calling file starts from the seed, and the file leaves the worker's fake
 * instance as seeded for the specs that run after it in the same worker.
 */
export function startEachTestFromSeed(): void {
  test.beforeEach(async ({ request }) => {
    await resetInstance(request);
  });
  test.afterAll(async ({ request }) => {
    await resetInstance(request);
  });
}
