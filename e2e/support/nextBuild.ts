import { createHash } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A second build of the client, as a new deployment would bring: a copy of the served dist/
 * whose index.html carries a marker, and whose service worker lists that index.html with its
 * new revision (the only change Workbox's precache list sees when a build's code is the same).
 * The fake instance serves it after `POST /__control/client {dist}`.
 */
export function makeNextBuild(name: string): string {
  const from = process.env.E2E_DIST ?? 'dist';
  const to = `${from}-${name}`;
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const page = readFileSync(`${to}/index.html`, 'utf8').replace(
    '<head>',
    '<head>\n    <meta name="petrel-build" content="next" />',
  );
  writeFileSync(`${to}/index.html`, page);
  const revision = createHash('md5').update(page).digest('hex');
  const worker = readFileSync(`${to}/sw.js`, 'utf8');
  const listed = /"revision":"[0-9a-f]+","url":"index\.html"/;
  if (!listed.test(worker)) throw new Error('sw.js does not list index.html in its precache');
  writeFileSync(
    `${to}/sw.js`,
    worker.replace(listed, `"revision":"${revision}","url":"index.html"`),
  );
  return to;
}
