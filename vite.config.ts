import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { copyRuffle } from './scripts/viteCopyRuffle';
import { earlyScript } from './scripts/viteEarlyScript';
import { serviceWorker } from './scripts/viteServiceWorker';

// The dev server proxies the API to a running fake instance (or PETREL_INSTANCE),
// so `npm run dev` behaves like the same-origin production build.
const localeChunk = (id: string): string | null => {
  const match = /\/src\/i18n\/locales\/([^/]+)\/[^/]+\.json$/.exec(id);
  return match && match[1] !== 'en' ? `locale-${match[1]}` : null;
};

const backend = process.env.PETREL_BACKEND ?? 'http://127.0.0.1:8787';

export default defineConfig({
  plugins: [react(), copyRuffle(), earlyScript(), serviceWorker()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One chunk per interface language holding all its area files (src/i18n/localeBundles.ts).
          groups: [
            { name: (id: string) => localeChunk(id) },
            // Every module a page load runs in one chunk ('$initial': statically reached from the
            // entry). Left alone, Rolldown cut them into 25 shared chunks by which lazy chunks
            // also use them: 28 files on a cold load, which the browser fetched six at a time
            // over HTTP/1.1 behind start-up's calls (docs/decisions.md, issue 7).
            { name: 'app', tags: ['$initial'] },
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
