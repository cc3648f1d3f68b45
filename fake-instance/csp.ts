/**
 * The Content-Security-Policy for the built client's page (docs/security.md explains each
 * part). The client is served from the instance's own origin, so its code, API calls and
 * streaming are 'self'; pictures, video and audio come from any host on a federated network.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Ruffle (Flash attachments) compiles WebAssembly; nothing else may evaluate code.
  "script-src 'self' 'wasm-unsafe-eval'",
  // React sets style attributes and the theme sets CSS variables; server HTML has no styles.
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  // Ruffle fetches a Flash file from wherever the attachment lives.
  "connect-src 'self' https:",
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
].join('; ');
