import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from '../browser';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  lcpMs: number | null;
  tbtMs: number | null;
}

/** Lighthouse 12's default (mobile, simulated throttling) performance and accessibility scores. */
export async function measureLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const numeric = (key: string) => lhr.audits[key]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
    };
  } finally {
    await chrome.kill();
  }
}
