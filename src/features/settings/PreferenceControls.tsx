import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import {
  usePreference,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

type KeysOf<T> = {
  [K in keyof Preferences]: Preferences[K] extends T ? K : never;
}[keyof Preferences];

/** A group of settings under a heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="settings-section__body">{children}</div>
    </section>
  );
}

/** A labelled field for one preference; the control gets the label's id. */
function PreferenceField({
  name,
  children,
}: {
  name: keyof Preferences;
  children: (id: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t(`settings.pref.${name}`)}</label>
      {children(id)}
    </div>
  );
}

export function BooleanPreference({ name }: { name: KeysOf<boolean> }) {
  const { t } = useTranslation();
  const value = usePreference(name);
  const set = usePreferencesStore((s) => s.set);
  return (
    <label className="settings-check">
      <input
        type="checkbox"
        checked={value}
        onChange={(e) => set({ [name]: e.target.checked } as Partial<Preferences>)}
      />
      <span>{t(`settings.pref.${name}`)}</span>
    </label>
  );
}

export function ChoicePreference<K extends KeysOf<string>>({
  name,
  options,
  optionLabel,
}: {
  name: K;
  options: readonly string[];
  /** Labels for values that are not translation keys (languages, formats). */
  optionLabel?: (value: string) => string;
}) {
  const { t } = useTranslation();
  const value = usePreference(name);
  const set = usePreferencesStore((s) => s.set);
  return (
    <PreferenceField name={name}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(e) => set({ [name]: e.target.value } as Partial<Preferences>)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : t(`settings.choice.${name}.${option}`)}
            </option>
          ))}
        </select>
      )}
    </PreferenceField>
  );
}

export function NumberPreference({
  name,
  min,
  max,
}: {
  name: KeysOf<number>;
  min: number;
  max: number;
}) {
  const value = usePreference(name);
  const set = usePreferencesStore((s) => s.set);
  return (
    <PreferenceField name={name}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          defaultValue={value}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            // A half-typed or out-of-range number is not stored; the field keeps what was typed.
            if (Number.isInteger(n) && n >= min && n <= max)
              set({ [name]: n } as Partial<Preferences>);
          }}
        />
      )}
    </PreferenceField>
  );
}
