/**
 * Registers Petrel's service worker with scope /: the built `dist/sw.js`, or under `npm run dev`
 * sw/sw.ts served by Vite as ES modules (scripts/viteServiceWorker.ts). Start-up and web push
 * both call this, so they name the same worker.
 */
export function registerPetrelWorker(): Promise<ServiceWorkerRegistration> {
  return import.meta.env.DEV
    ? navigator.serviceWorker.register('/dev-sw.js?dev-sw', { scope: '/', type: 'module' })
    : navigator.serviceWorker.register('/sw.js', { scope: '/' });
}
