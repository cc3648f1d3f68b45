import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';

// The flags our machines need: Debian's Chromium, no sandbox as root, no background traffic.
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS, ...extraArgs] });
}

/**
 * A browser context for the bench. tsx compiles bench/ with esbuild's keepNames, which wraps
 * named inner functions in `__name(...)`; functions sent to the page then need that helper there.
 */
export async function newBenchContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript({ content: 'globalThis.__name ??= (fn) => fn;' });
  return context;
}
