import { defineConfig, devices } from '@playwright/test';
import { pollSooner } from './e2e/support/pollSooner';

// In the runner and in each worker, which load this file: waits end sooner after what they
// waited for came.
pollSooner();

// Debian's Chromium: browsers cannot be downloaded on our machines.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  // Bundles the fake instance once, so each start skips tsx's per-module loading.
  globalSetup: './e2e/globalSetup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on CI's busy two cores; a test that needed it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
