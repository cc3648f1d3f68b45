import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Builds sw/sw.ts into dist/sw.js with Workbox's precache list of the built client
 * injected (vite-plugin-pwa's injectManifest). The page registers it itself
 * (src/app/startup/serviceWorker.ts) and links its own manifest (public/static/), so the
 * plugin adds nothing to index.html. Ruffle, the other languages and the icons stay out of the
 * precache: they load on use; the manifest's icons are fetched by the browser when it installs the app.
 */
export function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    // `npm run dev` serves the worker too, as an ES module at /dev-sw.js?dev-sw (Vite
    // transforms sw/sw.ts on request). Its precache holds only index.html, which the
    // navigation route needs; the assets come from Vite as usual.
    devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
    injectManifest: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}'],
      // Two thirds of the build are the 32 other interface languages: each person needs one,
      // which the worker keeps when it is first used (sw/localeCache.ts).
      globIgnores: ['assets/locale-*'],
      rollupFormat: 'iife',
    },
  });
}
