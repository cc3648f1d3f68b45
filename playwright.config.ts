import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: browsers cannot be downloaded on our machines.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8788);
// Parallel work on one machine builds into its own folder (E2E_DIST) and port (E2E_PORT).
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
  webServer: {
    command: `npx tsx fake-instance/main.ts --port ${port} --control --dist ${dist}`,
    url: `http://127.0.0.1:${port}/api/v1/instance`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
