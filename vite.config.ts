import { defineConfig } from 'vite';
import { classicEntryScript } from './scripts/viteClassicEntry';
import { copyRuffle } from './scripts/viteCopyRuffle';
import { earlyScript } from './scripts/viteEarlyScript';
import { preactAliases } from './scripts/preactAliases';
import { serviceWorker } from './scripts/viteServiceWorker';
import { pureModule } from './scripts/pureModules';
import { SHARED_CHUNK, SIGNED_IN_CHUNK, signedInChunks } from './scripts/signedInChunks';

// The dev server proxies the API to a running fake instance (or PETREL_INSTANCE),
// so `npm run dev` behaves like the same-origin production build.
const localeChunk = (id: string): string | null => {
  const match = /\/src\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(id);
  return match && match[1] !== 'en' ? `locale-${match[1]}` : null;
};

const chunks = signedInChunks();

const backend = process.env.PETREL_BACKEND ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [copyRuffle(), earlyScript(), serviceWorker(), classicEntryScript()],
  resolve: { alias: preactAliases },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Our declaring layers and export-only barrels have no side effects: a module reached from
      // start-up only through a barrel's `export *` no longer lands in the start-up chunk
      // (scripts/pureModules.ts, docs/decisions.md "Bytes").
      treeshake: { moduleSideEffects: (id: string) => !pureModule(id) },
      // Reads the module graph for the signed-in groups below (scripts/signedInChunks.ts).
      plugins: [chunks.plugin],
      output: {
        codeSplitting: {
          // One chunk per interface language holding all its area files (src/i18n/localeBundles.ts).
          groups: [
            { name: (id: string) => localeChunk(id), priority: 4 },
            // Every module a page load runs in one chunk ('$initial': statically reached from the
            // entry). Left alone, Rolldown cut them into 25 shared chunks by which lazy chunks
            // also use them: 28 files on a cold load, which the browser fetched six at a time
            // over HTTP/1.1 behind start-up's calls (docs/decisions.md, issue 7).
            { name: 'app', tags: ['$initial'], priority: 3 },
            // The signed-in home's lazy parts in two chunks instead of some sixty: what only a
            // signed-in page reaches, and what visitors' lazy pages reach too
            // (scripts/signedInChunks.ts; the bench's first visit checks visitors load no `signed-in`, bench/signedInChunk.ts).
            // Its members only: the graph's sets already hold what they import, names followed
            // through barrels, so Rolldown dragging in a barrel's every target would bring back
            // what visitors never run (scripts/signedInChunks.ts).
            {
              name: SHARED_CHUNK,
              test: chunks.shared,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: SIGNED_IN_CHUNK, test: chunks.signedIn, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, ws: true, changeOrigin: true },
      '/oauth': { target: backend, changeOrigin: true },
      '/nodeinfo': { target: backend, changeOrigin: true },
      '/static': { target: backend, changeOrigin: true },
      '/instance': { target: backend, changeOrigin: true },
      '/media': { target: backend, changeOrigin: true },
      '/emoji': { target: backend, changeOrigin: true },
    },
  },
});
