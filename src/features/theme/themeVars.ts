import {
  contrastRatio,
  ensureContrast,
  luminance,
  mix,
  parseColour,
  toHex,
  type Rgb,
} from './colour';

/** Document 3 §3: the theme engine's default radii (px) and opacities. */
export const DEFAULT_RADII = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
};
export const DEFAULT_OPACITY = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
};
export const CONTRAST_THRESHOLD = 4.5;

export interface ThemeFile {
  name?: string;
  colors: Record<string, string>;
  radii: Record<string, number>;
  opacity: Record<string, number>;
}

function record<T>(value: unknown, keep: (v: unknown) => v is T): Record<string, T> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, T] => keep(e[1])));
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads a Pleroma theme file (version 1 or 2 layouts); never throws. */
export function readThemeFile(json: unknown): ThemeFile | null {
  if (!json || typeof json !== 'object') return null;
  const root = json as Record<string, unknown>;
  const inner = (root.theme && typeof root.theme === 'object' ? root.theme : root) as Record<
    string,
    unknown
  >;
  const colors = record(inner.colors, isString);
  if (!colors.bg || !colors.text) return null;
  return {
    name: isString(root.name) ? root.name : undefined,
    colors,
    radii: record(inner.radii, isNumber),
    opacity: record(inner.opacity, isNumber),
  };
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * The user's own colours (settings, Theme tab) over a theme's. The page's surfaces take a
 * theme's `panel` before its `bg`, so an own background replaces both: otherwise the
 * "Background" colour changed nothing under every theme that names a panel colour.
 */
export function withOwnColours(
  colors: Record<string, string>,
  own: Record<string, string>,
): Record<string, string> {
  return own.bg ? { ...colors, ...own, panel: own.bg } : { ...colors, ...own };
}

/**
 * Turns a theme into the app's CSS custom properties. Every text colour is checked against
 * the surfaces it sits on and adjusted below 4.5:1.
 */
export function themeToCssVars(theme: ThemeFile): Record<string, string> {
  const get = (key: string, fallback: Rgb): Rgb => parseColour(theme.colors[key] ?? '') ?? fallback;
  const panel = get('panel', get('bg', BLACK));
  const isDark = luminance(panel) < 0.18;
  const extreme = isDark ? WHITE : BLACK;
  const fg = get('fg', mix(panel, extreme, 0.06));
  const page = isDark ? mix(panel, BLACK, 0.3) : mix(panel, BLACK, 0.05);
  const faint = fg;
  const hover = mix(fg, extreme, 0.06);
  const readable = (c: Rgb, ratio = CONTRAST_THRESHOLD) =>
    ensureContrast(ensureContrast(c, panel, ratio), faint, ratio);
  const text = readable(get('text', extreme));
  const accent = get('accent', get('link', text));
  const accentText = contrastRatio(WHITE, accent) >= contrastRatio(BLACK, accent) ? WHITE : BLACK;

  const vars: Record<string, string> = {
    '--bg': toHex(page),
    '--bg-panel': toHex(panel),
    '--bg-faint': toHex(faint),
    '--bg-hover': toHex(hover),
    '--border': toHex(mix(panel, text, 0.18)),
    '--text': toHex(text),
    '--text-strong': toHex(readable(mix(text, extreme, 0.5), 7)),
    '--text-faint': toHex(readable(mix(text, panel, 0.3))),
    '--link': toHex(readable(get('link', accent))),
    '--accent': toHex(accent),
    '--accent-text': toHex(ensureContrast(accentText, accent)),
    '--danger': toHex(readable(get('cRed', { r: 255, g: 80, b: 80 }))),
    '--success': toHex(readable(get('cGreen', { r: 80, g: 200, b: 120 }))),
    '--warning': toHex(readable(get('cOrange', { r: 230, g: 160, b: 60 }))),
    '--focus': toHex(ensureContrast(get('cBlue', { r: 90, g: 160, b: 255 }), page, 3)),
    'color-scheme': isDark ? 'dark' : 'light',
  };
  const radii = { ...DEFAULT_RADII, ...theme.radii };
  for (const [key, value] of Object.entries(radii)) vars[`--radius-${kebab(key)}`] = `${value}px`;
  const opacity = { ...DEFAULT_OPACITY, ...theme.opacity };
  for (const [key, value] of Object.entries(opacity))
    vars[`--opacity-${kebab(key)}`] = String(value);
  return vars;
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
