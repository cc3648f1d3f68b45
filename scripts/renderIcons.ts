/**
 * Writes Petrel's icons to public/static/: the SVG and the PNG sizes browsers ask a web app
 * manifest for (192 and 512, plus a maskable 512), drawn by headless Chromium from the SVG.
 * Run by hand when the icon changes (`npx tsx scripts/renderIcons.ts`); the PNGs are committed,
 * so the build needs no browser.
 */
import { writeFileSync } from 'node:fs';
import { launch } from '../bench/browser';
import { iconSvg } from './icon';

const OUT = 'public/static';

const browser = await launch();
try {
  const page = await browser.newPage();
  const shots: Array<[string, number, boolean]> = [
    ['petrel-192.png', 192, false],
    ['petrel-512.png', 512, false],
    ['petrel-maskable-512.png', 512, true],
  ];
  for (const [name, size, maskable] of shots) {
    await page.setViewportSize({ width: size, height: size });
    const svg = iconSvg({ maskable }).replace(
      'width="512" height="512"',
      `width="${size}" height="${size}"`,
    );
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(`${OUT}/${name}`, png);
  }
  writeFileSync(`${OUT}/petrel.svg`, iconSvg({ maskable: false }));
} finally {
  await browser.close();
}
