/**
 * The Content-Security-Policy of the demo's pages (docs/security.md explains each part). The
 * client is served from the instance's own origin, so its code, API calls and streaming are
 * 'self'; pictures, video and audio come from any https host on a federated network.
 */
export const CSP_REPORT_PATH = '/csp-report';

export function contentSecurityPolicy({ standalone = false }: { standalone?: boolean } = {}) {
  return [
    "default-src 'self'",
    // Ruffle (Flash attachments) compiles WebAssembly; nothing else may evaluate code.
    "script-src 'self' 'wasm-unsafe-eval'",
    // React sets style attributes and the theme sets CSS variables; server HTML has no styles.
    "style-src 'self' 'unsafe-inline'",
    // Remote media live on any host of the network (no media proxy assumed): https only.
    "img-src 'self' https: data: blob:",
    "media-src 'self' https: data: blob:",
    // API, streaming and this instance's media (Flash files too) are 'self'. A standalone
    // client talks to whichever instance its person signs in to.
    standalone ? "connect-src 'self' https: wss:" : "connect-src 'self'",
    "font-src 'self' data:",
    "worker-src 'self' blob:",
    // The installable app's manifest: the static one, then the one start-up makes for the
    // instance's name and the theme's colours (src/app/startup/appManifest.ts).
    "manifest-src 'self' blob:",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
