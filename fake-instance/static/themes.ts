/**
 * The theme files /static/styles.json points at, in pleroma-fe's version-2 theme shape.
 * Colours are our own picks; radii and opacities are the spec's theme engine defaults.
 */

const RADII = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
};
const OPACITY = {
  profileTint: 0.5,
  alert: 0.5,
  input: 0.5,
  faint: 0.5,
  underlay: 0.15,
  alertPopup: 0.95,
};

interface ThemeColours {
  bg: string;
  fg: string;
  text: string;
  link: string;
  accent: string;
  cRed: string;
  cBlue: string;
  cGreen: string;
  cOrange: string;
  panel?: string;
  topBar?: string;
}

function theme(name: string, colors: ThemeColours) {
  return {
    _pleroma_theme_version: 2,
    name,
    theme: { themeEngineVersion: 3, colors, radii: RADII, opacity: OPACITY },
  };
}

export const THEMES: Record<string, ReturnType<typeof theme>> = {
  'pleroma-dark': theme('pleroma-dark', {
    bg: '#121a24',
    fg: '#182230',
    text: '#b9b9ba',
    link: '#d8a070',
    accent: '#d8a070',
    cRed: '#ff6b6b',
    cBlue: '#4ea8de',
    cGreen: '#5fd38d',
    cOrange: '#f5a65b',
    panel: '#1b2736',
    topBar: '#182230',
  }),
  'pleroma-light': theme('pleroma-light', {
    bg: '#f2f4f6',
    fg: '#dde2e8',
    text: '#2c3440',
    link: '#b5542a',
    accent: '#b5542a',
    cRed: '#c62828',
    cBlue: '#1565c0',
    cGreen: '#2e7d32',
    cOrange: '#e65100',
    panel: '#ffffff',
  }),
  'harbour-night': theme('Harbour night', {
    bg: '#0b1d2a',
    fg: '#12324a',
    text: '#d6e4ee',
    link: '#7fd1e8',
    accent: '#f2b134',
    cRed: '#ff7a7a',
    cBlue: '#5cc8ff',
    cGreen: '#6fdc9b',
    cOrange: '#ffb454',
  }),
  allotment: theme('Allotment', {
    bg: '#f4f1e6',
    fg: '#d9e4c8',
    text: '#2f3a26',
    link: '#3f6b2a',
    accent: '#a0522d',
    cRed: '#b3261e',
    cBlue: '#2f5e8c',
    cGreen: '#3f7d20',
    cOrange: '#c56a12',
  }),
};

/** /static/styles.json: theme name -> path of its file. */
export function stylesIndex(): Record<string, string> {
  return Object.fromEntries(Object.keys(THEMES).map((key) => [key, `/static/themes/${key}.json`]));
}
