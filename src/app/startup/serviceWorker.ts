import { SKIP_WAITING } from '../../../sw/messages';
import { pushNotice } from '../../core/notices/noticesStore';
import { registerPetrelWorker } from '../../core/serviceWorkerScript';
import { afterFirstScreen } from './afterFirstScreen';

/** Long enough for a page without statuses (sign-in, settings) to have drawn itself. */
const SETTLE_FALLBACK_MS = 10_000;
/** How often an open tab asks for a new build, besides coming back online or into view. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * A new build installed beside the running one: say so, and switch only when the person asks,
 * so nothing reloads under someone typing. The build that waits at that moment takes over; if
 * none waits, another tab already switched, and a reload is all that is left.
 */
function offerReload(registration: ServiceWorkerRegistration): void {
  pushNotice({
    level: 'info',
    messageKey: 'notices.update_ready',
    action: {
      labelKey: 'notices.update_reload',
      run: () => {
        const waiting = registration.waiting;
        if (!waiting) return window.location.reload();
        const reload = () => window.location.reload();
        navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
        waiting.postMessage({ type: SKIP_WAITING });
      },
    },
  });
}

function watchForUpdates(registration: ServiceWorkerRegistration): void {
  // Without a controller this is the first install, not an update.
  const offer = (worker: ServiceWorker | null) => {
    if (worker && navigator.serviceWorker.controller) offerReload(registration);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}

/**
 * Document 1 §4: start-up registers the service worker with scope /, for visitors too. It
 * caches the built client for the next visit (sw/sw.ts) and later serves web push. It waits
 * for the first screen, so it never competes with it. A refusal (private window, no support)
 * is only logged.
 */
export function registerServiceWorkerAtStartUp(): void {
  if (!('serviceWorker' in navigator)) return;
  // The worker's install downloads the build beside nothing the first screen waits for.
  afterFirstScreen(() => {
    registerPetrelWorker().then(watchForUpdates, (error: unknown) => {
      console.warn('[petrel] service worker registration failed', error);
    });
  }, SETTLE_FALLBACK_MS);
}
