import { chromium, type Browser } from '@playwright/test';

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
