/** What other features may use of theme (issue 26): the rest of the folder is private. */
export { contrastRatio, ensureContrast, parseColour, toHex } from './colour';
export { CONTRAST_THRESHOLD, readThemeFile, themeToCssVars, withOwnColours } from './themeVars';
