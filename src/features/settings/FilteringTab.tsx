import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { BooleanPreference, ChoicePreference, SettingsSection } from './PreferenceControls';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { replyChoices } from '../../core/instance/replyChoices';

/** One muted word or phrase per line; blank lines and surrounding spaces do not count. */
export function parseMuteWords(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function MuteWords() {
  const { t } = useTranslation();
  const id = useId();
  const hint = useId();
  const stored = usePreference('muteWords');
  const set = usePreferencesStore((s) => s.set);
  // The text as typed is kept here, so an empty line being written is not swallowed.
  const [text, setText] = useState(() => stored.join('\n'));
  return (
    <div className="settings-field settings-field--wide">
      <label htmlFor={id}>{t('settings.pref.muteWords')}</label>
      <textarea
        id={id}
        rows={5}
        aria-describedby={hint}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          set({ muteWords: parseMuteWords(e.target.value) });
        }}
      />
      <p id={hint} className="settings-hint">
        {t('settings.hint.muteWords')}
      </p>
    </div>
  );
}

/** Muted words, bots and reply visibility (document 2 §3). */
export function FilteringTab() {
  const { t } = useTranslation();
  const replies = replyChoices(useServerFeatures());
  return (
    <>
      <SettingsSection title={t('settings.section.filters')}>
        <MuteWords />
        <BooleanPreference name="hideFilteredStatuses" />
        <BooleanPreference name="showRepeats" />
        <BooleanPreference name="muteBotStatuses" />
      </SettingsSection>
      <SettingsSection title={t('settings.section.replies')}>
        <ChoicePreference name="replyVisibility" options={replies} />
      </SettingsSection>
    </>
  );
}
