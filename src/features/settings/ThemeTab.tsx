import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { fetchStyles } from '../../api';
import { formatNumber } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { contrastRatio, ensureContrast, parseColour, toHex } from '../theme';
import { CONTRAST_THRESHOLD } from '../theme';
import { NotOffered } from './NotOffered';
import { SettingsSection } from './PreferenceControls';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { LoadError } from './LoadError';

/** The theme engine's base colours a user may set over the chosen theme. */
export const CUSTOM_COLOUR_KEYS = ['bg', 'fg', 'text', 'link', 'accent'] as const;

function ThemePicker() {
  const { t } = useTranslation();
  const id = useId();
  const theme = usePreference('theme');
  const set = usePreferencesStore((s) => s.set);
  const styles = useQuery({
    queryKey: ['styles'],
    queryFn: ({ signal }) => fetchStyles(api, { signal }),
  });
  if (styles.isPending) return <Spinner label={t('settings.theme.loading')} />;
  if (styles.isError)
    return <LoadError error={styles.error} onRetry={() => void styles.refetch()} />;
  const names = styles.data.map((s) => s.name);
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('settings.pref.theme')}</label>
      <select id={id} value={theme} onChange={(e) => set({ theme: e.target.value })}>
        {(names.includes(theme) ? names : [theme, ...names]).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The page's variable each theme colour ends up in, to show what is in use now. */
const SHOWN_AS: Record<(typeof CUSTOM_COLOUR_KEYS)[number], string> = {
  bg: '--bg-panel',
  fg: '--bg-faint',
  text: '--text',
  link: '--link',
  accent: '--accent',
};

function inUse(name: (typeof CUSTOM_COLOUR_KEYS)[number]): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(SHOWN_AS[name]).trim();
  const colour = parseColour(value);
  return colour ? toHex(colour) : '#000000';
}

function CustomColour({ name }: { name: (typeof CUSTOM_COLOUR_KEYS)[number] }) {
  const { t } = useTranslation();
  const id = useId();
  const colours = usePreference('customThemeColours');
  const set = usePreferencesStore((s) => s.set);
  const value = colours[name];
  const update = (next: string | undefined) => {
    const copy = { ...colours };
    if (next === undefined) delete copy[name];
    else copy[name] = next;
    set({ customThemeColours: copy });
  };
  return (
    <div className="settings-colour">
      <label htmlFor={id}>{t(`settings.theme.colour.${name}`)}</label>
      <input
        id={id}
        type="color"
        value={value ?? inUse(name)}
        onChange={(e) => update(e.target.value)}
      />
      <span className="settings-hint">{value ?? t('settings.theme.from_theme')}</span>
      {value !== undefined && (
        <button
          type="button"
          className="button button--small"
          aria-label={t('settings.theme.reset_colour', {
            name: t(`settings.theme.colour.${name}`),
          })}
          onClick={() => update(undefined)}
        >
          {t('settings.theme.reset')}
        </button>
      )}
    </div>
  );
}

/** Tells the user when their text colour will be lifted to the 4.5 contrast ratio. */
function ContrastNote() {
  const { t, i18n } = useTranslation();
  const colours = usePreference('customThemeColours');
  const text = parseColour(colours.text ?? '');
  const bg = parseColour(colours.bg ?? colours.fg ?? '');
  if (!text || !bg) return null;
  const ratio = contrastRatio(text, bg);
  if (ratio >= CONTRAST_THRESHOLD) return null;
  return (
    <p className="settings-hint" role="status">
      {t('settings.theme.contrast_adjusted', {
        ratio: formatNumber(ratio, i18n.language, {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
        colour: toHex(ensureContrast(text, bg)),
      })}
    </p>
  );
}

/** Styles index themes plus the user's own colours (document 3 §3, §5). */
export function ThemeTab() {
  const { t } = useTranslation();
  const set = usePreferencesStore((s) => s.set);
  const colours = usePreference('customThemeColours');
  // The themes index is Pleroma-FE's file; other servers have none (issue 25), and so no theme
  // for the own colours to be laid over: they changed nothing there.
  const { themes } = useServerFeatures();
  return (
    <>
      {!themes && <NotOffered />}
      {themes && (
        <SettingsSection title={t('settings.section.theme')}>
          <ThemePicker />
        </SettingsSection>
      )}
      {/* Own colours are laid over the server's theme; with no theme, start-up applies none. */}
      {themes && (
        <SettingsSection title={t('settings.section.colours')}>
          <p className="settings-hint">{t('settings.theme.colours_hint')}</p>
          {CUSTOM_COLOUR_KEYS.map((name) => (
            <CustomColour key={name} name={name} />
          ))}
          <ContrastNote />
          {Object.keys(colours).length > 0 && (
            <button
              type="button"
              className="button"
              onClick={() => set({ customThemeColours: {} })}
            >
              {t('settings.theme.reset_all')}
            </button>
          )}
        </SettingsSection>
      )}
    </>
  );
}
