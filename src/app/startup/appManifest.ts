import { useInstanceStore } from '../../core/instance/instanceStore';

/** What an installed Petrel is called and coloured: this instance's name, the active theme. */
export interface AppIdentity {
  name: string;
  /** The top bar's colour (the window's title bar once installed). */
  themeColor: string;
  /** The page's colour (the splash screen while it starts). */
  backgroundColor: string;
}

/** Launchers cut longer names under an icon; a longer instance name keeps Petrel's own. */
const SHORT_NAME_MAX = 12;
const ICONS = [
  { src: '/static/petrel-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/static/petrel-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  {
    src: '/static/petrel-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
  { src: '/static/petrel.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/**
 * The web app manifest for this instance. Addresses are absolute: a manifest made in the page
 * has a blob: address, against which relative ones would not resolve. Its id and start_url
 * are the static manifest's, so an installed app stays the same app when the name changes.
 */
export function manifestFor(identity: AppIdentity, origin: string): Record<string, unknown> {
  const name = identity.name.trim() || 'Petrel';
  return {
    id: `${origin}/`,
    name,
    short_name: name.length <= SHORT_NAME_MAX ? name : 'Petrel',
    start_url: `${origin}/`,
    scope: `${origin}/`,
    display: 'standalone',
    background_color: identity.backgroundColor,
    theme_color: identity.themeColor,
    icons: ICONS.map((icon) => ({ ...icon, src: `${origin}${icon.src}` })),
  };
}

function currentIdentity(): AppIdentity | null {
  const style = getComputedStyle(document.documentElement);
  const themeColor = style.getPropertyValue('--bg-faint').trim();
  const backgroundColor = style.getPropertyValue('--bg').trim();
  if (!themeColor || !backgroundColor) return null;
  return {
    name: useInstanceStore.getState().settings?.name ?? 'Petrel',
    themeColor,
    backgroundColor,
  };
}

let shown = '';
let address: string | null = null;

/**
 * The page's manifest link, added by start-up rather than written in index.html: Chromium
 * keeps the answer of a manifest fetch that was running when the link changed (until the next
 * change), so a fetch of a static manifest at load left an installed app named Petrel.
 */
function manifestLink(): HTMLLinkElement {
  const found = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (found) return found;
  const link = document.createElement('link');
  link.rel = 'manifest';
  document.head.append(link);
  return link;
}

function apply(): void {
  const identity = currentIdentity();
  if (!identity) return;
  const json = JSON.stringify(manifestFor(identity, window.location.origin));
  if (json === shown) return;
  shown = json;
  if (address) URL.revokeObjectURL(address);
  address = URL.createObjectURL(new Blob([json], { type: 'application/manifest+json' }));
  manifestLink().href = address;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', identity.themeColor);
}

/**
 * After start-up: gives the page a manifest for this instance and the active theme, and again
 * whenever either changes (a theme is applied as CSS variables on the root element's style).
 */
export function keepAppManifest(): void {
  apply();
  useInstanceStore.subscribe(apply);
  new MutationObserver(apply).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['style'],
  });
}
