/**
 * Where the browser has static routing for service workers (Chromium), the server's own paths
 * skip the worker altogether: API calls, streaming, media and OAuth never wait for the worker
 * to start or to decide, and by construction never meet its caches. Elsewhere the worker
 * passes them on untouched (no route of its own matches them).
 */
import { SERVER_PREFIXES } from './shellRoutes';

declare const self: ServiceWorkerGlobalScope;

interface RouterRule {
  condition: { urlPattern: URLPattern };
  source: 'network';
}

type RoutableInstall = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

export function serverPathsSkipTheWorker(): void {
  self.addEventListener('install', (event) => {
    const install = event as RoutableInstall;
    if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
    const rules = SERVER_PREFIXES.map((prefix): RouterRule => ({
      condition: { urlPattern: new URLPattern({ pathname: `/${prefix}/*` }) },
      source: 'network',
    }));
    event.waitUntil(install.addRoutes(rules).catch(() => undefined));
  });
}
