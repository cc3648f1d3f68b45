import { ownLanguageName, sortByOwnName } from '../../i18n/languageNames';
import { INTERFACE_LANGUAGE_IDS, toLanguageTag } from '../../i18n/languages';
import { bundledLanguageIds } from '../../i18n/localeBundles';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import {
  BooleanPreference,
  ChoicePreference,
  NumberPreference,
  SettingsSection,
} from './PreferenceControls';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { useId } from 'react';

/** Languages this build has text for, each in its own name; the browser's when none is chosen. */
const INTERFACE_LANGUAGES = sortByOwnName(
  INTERFACE_LANGUAGE_IDS.filter((id) => id === 'en' || bundledLanguageIds.includes(id)),
);
const POST_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'ja', 'nl', 'pl', 'pt', 'ru', 'zh'];

function languageName(code: string, display: string): string {
  try {
    return new Intl.DisplayNames([display], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function InterfaceLanguage() {
  const { t } = useTranslation();
  const id = useId();
  const value = usePreference('interfaceLanguage');
  const set = usePreferencesStore((s) => s.set);
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('settings.pref.interfaceLanguage')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => set({ interfaceLanguage: e.target.value === '' ? null : e.target.value })}
      >
        <option value="">{t('settings.choice.interfaceLanguage.browser')}</option>
        {INTERFACE_LANGUAGES.map((id) => (
          // lang lets a screen reader speak each name in its own language.
          <option key={id} value={id} lang={toLanguageTag(id)}>
            {ownLanguageName(id)}
          </option>
        ))}
      </select>
    </div>
  );
}

function TranslationLanguage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const value = usePreference('translationLanguage');
  const set = usePreferencesStore((s) => s.set);
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('settings.pref.translationLanguage')}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) =>
          set({ translationLanguage: e.target.value === '' ? null : e.target.value })
        }
      >
        <option value="">{t('settings.choice.translationLanguage.interface')}</option>
        {POST_LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {languageName(code, i18n.language)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Interface, timelines, posts, conversations, composer and confirmations (document 1 §3, document 2 §3). */
export function GeneralTab() {
  const { t, i18n } = useTranslation();
  const expert = usePreference('expertMode');
  const tree = usePreference('conversationDisplay') === 'tree';
  const server = useServerFeatures();
  // Always starts with text/plain (api/features.ts).
  const contentTypes: string[] = server.postFormats;
  return (
    <>
      <SettingsSection title={t('settings.section.interface')}>
        <InterfaceLanguage />
        {server.translation && <TranslationLanguage />}
        <ChoicePreference name="widenTimeline" options={['full', '75', '50', 'off']} />
        <ChoicePreference name="thirdColumnMode" options={['none', 'notifications', 'postform']} />
        <BooleanPreference name="alwaysShowNewPostButton" />
        <BooleanPreference name="autohideFloatingPostButton" />
      </SettingsSection>
      <SettingsSection title={t('settings.section.timeline')}>
        <BooleanPreference name="streaming" />
        <BooleanPreference name="pauseOnUnfocused" />
        <BooleanPreference name="resumeReadingPosition" />
        <BooleanPreference name="virtualScrolling" />
        <BooleanPreference name="collapseMessageWithSubject" />
      </SettingsSection>
      <SettingsSection title={t('settings.section.media')}>
        <BooleanPreference name="hideNsfw" />
        <BooleanPreference name="useOneClickNsfw" />
        <BooleanPreference name="hideAttachments" />
        <BooleanPreference name="hideAttachmentsInConv" />
        <BooleanPreference name="stopGifs" />
        <BooleanPreference name="reduceMotion" />
        <NumberPreference name="maxThumbnails" min={0} max={100} />
      </SettingsSection>
      <SettingsSection title={t('settings.section.conversations')}>
        <ChoicePreference name="conversationDisplay" options={['linear', 'tree']} />
        {/* The tree's own settings change nothing in a linear conversation: shown with the tree. */}
        {tree && (
          <ChoicePreference name="conversationOtherRepliesButton" options={['below', 'inside']} />
        )}
        {tree && expert && (
          <>
            <BooleanPreference name="conversationTreeAdvanced" />
            <BooleanPreference name="conversationTreeFadeAncestors" />
            <NumberPreference name="maxDepthInThread" min={1} max={50} />
          </>
        )}
      </SettingsSection>
      <SettingsSection title={t('settings.section.composer')}>
        {/* Plain text alone (Mastodon): a choice of one changes nothing. */}
        {contentTypes.length > 1 && (
          <ChoicePreference
            name="postContentType"
            options={contentTypes}
            optionLabel={(type) =>
              t(`settings.content_type.${type.replace(/\W/g, '_')}`, { defaultValue: type })
            }
          />
        )}
        <ChoicePreference
          name="postLanguage"
          options={POST_LANGUAGES}
          optionLabel={(code) => languageName(code, i18n.language)}
        />
        <ChoicePreference name="subjectLineBehavior" options={['email', 'masto', 'noop']} />
        <BooleanPreference name="submitOnEnter" />
      </SettingsSection>
      <SettingsSection title={t('settings.section.confirmations')}>
        <BooleanPreference name="modalOnRepeat" />
        <BooleanPreference name="modalOnUnfollow" />
        <BooleanPreference name="modalOnBlock" />
        <BooleanPreference name="modalOnMute" />
        <BooleanPreference name="modalOnDelete" />
        <BooleanPreference name="modalOnLogout" />
        <BooleanPreference name="modalOnApproveFollow" />
        <BooleanPreference name="modalOnDenyFollow" />
      </SettingsSection>
      <SettingsSection title={t('settings.section.profiles')}>
        <ChoicePreference
          name="userProfileDefaultTab"
          options={['statuses', 'replies', 'media', 'favorites']}
        />
      </SettingsSection>
    </>
  );
}
