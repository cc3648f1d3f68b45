/**
 * When does this Chromium consume a V8 code cache? (issue 27). A minimal page, not Petrel:
 * one generated script (~300 KB, every function called, so all of it compiles) served by a
 * tiny server, loaded as a classic or a module script, from the HTTP cache (immutable) or from
 * a service worker's Cache Storage (stored at install, answered by `caches.match`), in a
 * persistent profile or an off-the-record context, visit after visit. Each visit is traced:
 * the script's compile event tells whether it consumed a cache (`consumedCacheSize`) and the
 * produce events whether it made one; the profile's `Code Cache/js` folder is weighed too.
 *
 * `npx tsx bench/codeCacheProbe.ts [visits] [variants…]`, variants like `module-http`,
 * `classic-sw`, `module-sw-incognito`, `classic-http-bare` (bare: Playwright's default
 * switches left out). Without variants, all of them.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './browser';
import { tracedWith, type TraceEvent } from './traceEvents';

/** How the page loads the module script: `<script type=module>`, an inline classic script's
 * `import()`, an inline module's static import, or `<link rel=modulepreload>` first. */
type Kind = 'classic' | 'module' | 'dynamic' | 'child' | 'preload';
type Source = 'http' | 'sw';

interface Variant {
  name: string;
  kind: Kind;
  source: Source;
  incognito: boolean;
  bare: boolean;
}

/** ~300 KB of distinct functions, all called, so the whole script compiles and runs. */
function bigScript(kind: Kind): string {
  const parts: string[] = [];
  for (let i = 0; i < 2500; i++)
    parts.push(
      `function f${i}(a){let s=0;for(let j=0;j<a.length;j++){s+=a.charCodeAt(j)*${i + 1}%97;}` +
        `return s+${i}+(a.length>3?f${Math.max(0, i - 1)}.length:0);}`,
    );
  parts.push(`let total=0;for(let i=0;i<2500;i++){total+=globalThis['__f'+i]?0:0;}`);
  parts.push(
    `total+=[${Array.from({ length: 2500 }, (_, i) => `f${i}('petrel')`).join(',')}].length;`,
  );
  parts.push(`document.title='done '+total;`);
  if (kind === 'module') parts.push('export const loaded = total;');
  return parts.join('\n');
}

const SCRIPTS = { classic: bigScript('classic'), module: bigScript('module') };
const fileOf = (kind: Kind): 'classic' | 'module' => (kind === 'classic' ? 'classic' : 'module');

const SW = `
self.addEventListener('install', (e) => {
  e.waitUntil(caches.open('probe').then((c) => c.addAll(['/sw/classic.js', '/sw/module.js'])));
  self.skipWaiting();
});
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => {
  if (!e.request.url.endsWith('.js')) return;
  e.respondWith(caches.match(e.request).then((r) => r || fetch(e.request)));
});
`;

function loader(source: Source, kind: Kind): string {
  const src = `/${source}/${fileOf(kind)}.js`;
  switch (kind) {
    case 'classic':
      return `<script src="${src}"></script>`;
    case 'module':
      return `<script type="module" src="${src}"></script>`;
    case 'dynamic':
      return `<script>import('${src}');</script>`;
    case 'child':
      return `<script type="module">import '${src}';</script>`;
    case 'preload':
      return `<link rel="modulepreload" href="${src}"><script type="module" src="${src}"></script>`;
  }
}

function page(source: Source, kind: Kind): string {
  const register =
    source === 'sw'
      ? `<script>navigator.serviceWorker.register('/sw/sw.js',{scope:'/sw/'});</script>`
      : '';
  return (
    `<!doctype html><html><head><title>probe</title></head><body>${register}` +
    `${loader(source, kind)}</body></html>`
  );
}

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const m = /^\/(http|sw)\/(classic|module|dynamic|child|preload)\.(html|js)$/.exec(path);
    if (path === '/sw/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      res.end(SW);
    } else if (m && m[3] === 'html') {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-cache' });
      res.end(page(m[1] as Source, m[2] as Kind));
    } else if (m) {
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
        'last-modified': 'Mon, 02 Nov 2026 00:00:00 GMT',
      });
      res.end(SCRIPTS[fileOf(m[2] as Kind)]);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function folderBytes(dir: string): number {
  let total = 0;
  try {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      const s = statSync(full);
      total += s.isDirectory() ? folderBytes(full) : s.size;
    }
  } catch {
    // No such folder yet.
  }
  return total;
}

/** One visit's verdict from the trace: what compiled the script and with which cache. */
function verdict(events: TraceEvent[], script: string): string {
  const mine = events.filter((e) => {
    const url = String(e.args?.data?.['url'] ?? e.args?.['fileName'] ?? e.args?.['url'] ?? '');
    return url.endsWith(script);
  });
  const bits = mine
    .filter((e) => e.ph !== 'E')
    .map((e) => {
      const d = e.args?.data ?? {};
      const keys = [
        'consumedCacheSize',
        'cacheRejected',
        'producedCacheSize',
        'streamed',
        'notStreamedReason',
        'cacheKind',
        'eager',
        'cacheProduceOptions',
        'cacheConsumeOptions',
      ];
      const shown = keys.filter((k) => d[k] !== undefined).map((k) => `${k}=${String(d[k])}`);
      return `${e.name}${shown.length ? `(${shown.join(' ')})` : ''}`;
    });
  return [...new Set(bits)].join(', ') || '(no event for the script)';
}

async function open(variant: Variant, profile: string): Promise<BrowserContext> {
  // PROBE_ARGS: extra switches to try (e.g. a --disable-features list), space-separated.
  const extra = (process.env.PROBE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    ...(variant.bare ? ['--headless', '--no-sandbox', '--remote-debugging-pipe'] : CHROME_FLAGS),
    ...extra,
  ];
  const base = { executablePath: CHROME_PATH, args, ignoreDefaultArgs: variant.bare };
  if (!variant.incognito) return chromium.launchPersistentContext(profile, base);
  const browser = await chromium.launch(base);
  return browser.newContext();
}

async function probe(variant: Variant, origin: string, visits: number): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'petrel-code-probe-'));
  const context = await open(variant, profile);
  const url = `${origin}/${variant.source}/${variant.kind}.html`;
  const script = `/${variant.source}/${fileOf(variant.kind)}.js`;
  try {
    if (variant.source === 'sw') {
      // Install the worker first (its install stores the scripts), as a first visit would.
      const first = await context.newPage();
      await first.goto(url);
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await first.waitForTimeout(500);
      await first.close();
      console.log(
        `  ${variant.name} install visit: code cache folder ${folderBytes(join(profile, 'Default', 'Code Cache'))} B`,
      );
    }
    for (let i = 1; i <= visits; i++) {
      const p = await context.newPage();
      const cdp = await context.newCDPSession(p);
      const events = await tracedWith(
        cdp,
        ['v8', 'disabled-by-default-v8.compile', 'devtools.timeline'],
        async () => {
          await p.goto(url);
          await p.waitForFunction(() => document.title.startsWith('done'));
          // The cache a visit produces is written after the script ran: let it land.
          await p.waitForTimeout(1500);
        },
      );
      await p.close();
      const bytes = folderBytes(join(profile, 'Default', 'Code Cache', 'js'));
      console.log(
        `  ${variant.name} visit ${i}: ${verdict(events, script)}; Code Cache/js ${bytes} B`,
      );
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function variants(names: string[]): Variant[] {
  const all: Variant[] = [];
  for (const kind of ['classic', 'module', 'dynamic', 'child', 'preload'] as const)
    for (const source of ['http', 'sw'] as const)
      for (const incognito of [false, true])
        for (const bare of [false, true]) {
          const name = `${kind}-${source}${incognito ? '-incognito' : ''}${bare ? '-bare' : ''}`;
          all.push({ name, kind, source, incognito, bare });
        }
  return names.length ? all.filter((v) => names.includes(v.name)) : all;
}

async function main(): Promise<void> {
  const [visitsArg, ...names] = process.argv.slice(2);
  const server = await serve();
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.log(`script ${SCRIPTS.classic.length} B; Chromium at ${CHROME_PATH}`);
  try {
    for (const variant of variants(names)) await probe(variant, origin, Number(visitsArg ?? 4));
  } finally {
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
