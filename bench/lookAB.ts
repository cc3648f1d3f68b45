/**
 * Do two builds look the same? Element screenshots of the places a fade changed (issue 28 item
 * 3), each build on a fake instance of its own, compared pixel by pixel in a canvas: prints the
 * pixels that differ and the largest difference in a channel (of 255), and keeps the pictures in
 * `OUT` (default /tmp/shots-touch6). `npx tsx bench/lookAB.ts <distA> <distB>`.
 */
import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { startInstance, type RunningInstance } from '../e2e/support/instance';
import { launch, newBenchContext } from './browser';
import { storeToken } from './probe';

const OUT = process.env.OUT ?? '/tmp/shots-touch6';

interface Shot {
  name: string;
  width: number;
  token: string | null;
  path: string;
  /** What to picture on the loaded page. */
  target: (page: Page) => ReturnType<Page['locator']>;
  hover?: boolean;
}

const SHOTS: Shot[] = [
  ...[390, 1440].flatMap((width): Shot[] => [
    {
      name: `${width}-uptodate`,
      width,
      token: 'demo-token-juniper',
      path: '/main/friends',
      target: (p) => p.getByRole('button', { name: 'Up to date' }),
    },
    {
      name: `${width}-uptodate-hover`,
      width,
      token: 'demo-token-juniper',
      path: '/main/friends',
      target: (p) => p.getByRole('button', { name: 'Up to date' }),
      hover: true,
    },
    {
      name: `${width}-notifications`,
      width,
      token: 'demo-token-juniper',
      path: '/juniper/notifications',
      target: (p) => p.getByRole('main').getByRole('list').first(),
    },
    {
      name: `${width}-signed-out-bars`,
      width,
      token: null,
      path: '/main/all',
      target: (p) => p.getByRole('feed'),
    },
  ]),
  {
    name: '1440-third-column',
    width: 1440,
    token: 'demo-token-juniper',
    path: '/main/friends',
    target: (p) => p.getByRole('complementary', { name: 'Notifications' }),
  },
];

async function picture(browser: Browser, url: string, shot: Shot): Promise<Buffer> {
  const context = await newBenchContext(browser, {
    viewport: { width: shot.width, height: 900 },
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    if (shot.token) await storeToken(page, shot.token);
    await page.goto(`${url}${shot.path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    // Times move between the two builds' pictures: they are not what is compared.
    await page.addStyleTag({ content: 'time { visibility: hidden !important; }' });
    const target = shot.target(page).first();
    if (shot.hover) await target.hover({ force: true });
    else await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    return await target.screenshot({ animations: 'disabled' });
  } finally {
    await context.close();
  }
}

async function compare(browser: Browser, a: Buffer, b: Buffer): Promise<string> {
  const context = await newBenchContext(browser);
  try {
    const page = await context.newPage();
    return await page.evaluate(
      async ({ a64, b64 }) => {
        const load = async (b: string) => {
          const img = new Image();
          img.src = `data:image/png;base64,${b}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = img.width;
          canvas.height = img.height;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, img.width, img.height);
        };
        const [x, y] = [await load(a64), await load(b64)];
        if (x.width !== y.width || x.height !== y.height)
          return `sizes differ: ${x.width}x${x.height} against ${y.width}x${y.height}`;
        let pixels = 0;
        let max = 0;
        for (let i = 0; i < x.data.length; i += 4) {
          let d = 0;
          for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(x.data[i + c]! - y.data[i + c]!));
          if (d > 0) pixels++;
          max = Math.max(max, d);
        }
        return `${pixels} of ${x.width * x.height} pixels differ, at most ${max} of 255`;
      },
      { a64: a.toString('base64'), b64: b.toString('base64') },
    );
  } finally {
    await context.close();
  }
}

async function serve(dist: string): Promise<RunningInstance> {
  process.env.E2E_DIST = dist;
  return startInstance([]);
}

async function main(): Promise<void> {
  const [distA, distB] = process.argv.slice(2);
  if (!distA || !distB) throw new Error('usage: bench/lookAB.ts <distA> <distB>');
  const instances = [await serve(distA), await serve(distB)];
  const browser = await launch();
  try {
    const only = process.env.ONLY;
    for (const shot of SHOTS.filter((s) => !only || s.name.includes(only))) {
      const [a, b] = [
        await picture(browser, instances[0]!.url, shot),
        await picture(browser, instances[1]!.url, shot),
      ];
      writeFileSync(`${OUT}/a-${shot.name}.png`, a);
      writeFileSync(`${OUT}/b-${shot.name}.png`, b);
      console.log(`${shot.name}: ${await compare(browser, a, b)}`);
    }
  } finally {
    await browser.close();
    for (const instance of instances) await instance.stop();
  }
}
main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
