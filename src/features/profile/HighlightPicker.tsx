import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  usePreference,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

type Highlight = Preferences['highlight'][string];
const TYPES: readonly Highlight['type'][] = ['disabled', 'solid', 'striped', 'side'];
/** Document 2 §9: default highlight colour. */
export const DEFAULT_HIGHLIGHT_COLOUR = '#FFFFFF';

/** Per-user highlight of their posts: a type and, unless disabled, a colour (document 2 §2). */
export function HighlightPicker({ screenName, name }: { screenName: string; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const all = usePreference('highlight');
  const current: Highlight = all[screenName] ?? {
    color: DEFAULT_HIGHLIGHT_COLOUR,
    type: 'disabled',
  };
  const save = (next: Highlight) => {
    const values = { ...all };
    if (next.type === 'disabled') delete values[screenName];
    else values[screenName] = next;
    usePreferencesStore.getState().set({ highlight: values });
  };
  return (
    <fieldset className="user-card__highlight">
      <legend className="visually-hidden">{t('user_card.highlight', { name })}</legend>
      <label htmlFor={`${id}-type`}>{t('user_card.highlight_type')}</label>
      <select
        id={`${id}-type`}
        value={current.type}
        onChange={(e) => save({ ...current, type: e.target.value as Highlight['type'] })}
      >
        {TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`user_card.highlight_${type}`)}
          </option>
        ))}
      </select>
      {current.type !== 'disabled' && (
        <input
          type="color"
          aria-label={t('user_card.highlight_colour')}
          value={current.color.toLowerCase()}
          onChange={(e) => save({ ...current, color: e.target.value.toUpperCase() })}
        />
      )}
    </fieldset>
  );
}
