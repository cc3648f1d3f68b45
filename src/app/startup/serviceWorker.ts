/**
 * Document 1 §4: start-up registers the service worker with scope /, for visitors too. It waits
 * for the page's load event, so its script never competes with the first screen's requests;
 * web push later reuses this registration. A refusal (private window, no support) is only logged.
 */
export function registerServiceWorkerAtStartUp(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('[petrel] service worker registration failed', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
