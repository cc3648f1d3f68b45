import { LogOut } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/settings.json';
import noticeText from '../../i18n/locales/en/settingsNotice.json';
import { useTranslation } from '../../i18n/useTranslation';
import { useModalStore } from '../modals';
import { LogoutConfirmation } from '../session';
import { useViewer } from '../../core/session/sessionStore';
import { useLogout } from '../session';
import { BackupMenu } from './BackupMenu';
import { FilteringTab } from './FilteringTab';
import { GeneralTab } from './GeneralTab';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { SettingsTabs, type TabDef } from './SettingsTabs';
import { useSettingsNotice, useSettingsRevision } from './settingsNotice';
import { ThemeTab } from './ThemeTab';
import { VersionTab } from './VersionTab';
import { accountTabs } from './accountTabs';
import { applyPreferencesLive } from './applyPreferences';
import { api } from '../../core/client';
import './settings.css';

i18n.extendResources('en', { ...text, ...noticeText });
// Choices made here show at once (column width, theme, language).
applyPreferencesLive(api, navigator.languages);

function SaveNotice() {
  const { t } = useTranslation();
  const notice = useSettingsNotice((s) => s.notice);
  const dismiss = useSettingsNotice((s) => s.dismiss);
  return (
    <div className="settings-notice-slot" role="status" aria-live="polite">
      {notice && (
        <p className={`settings-notice settings-notice--${notice.tone}`}>
          <span>{t(`settingsNotice.${notice.key}`)}</span>
          {notice.tone !== 'success' && (
            <button type="button" className="button button--small" onClick={dismiss}>
              {t('settingsNotice.dismiss')}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

function ExpertMode() {
  const { t } = useTranslation();
  const expert = usePreference('expertMode');
  const set = usePreferencesStore((s) => s.set);
  return (
    <label className="settings-check settings-check--inline">
      <input
        type="checkbox"
        checked={expert}
        onChange={(e) => set({ expertMode: e.target.checked })}
      />
      <span>{t('settings.expert_mode')}</span>
    </label>
  );
}

function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <>
      <button type="button" className="button button--small" onClick={logout.request}>
        <LogOut aria-hidden="true" size={16} className="flip-in-rtl" />
        {t('settings.logout')}
      </button>
      <LogoutConfirmation control={logout} />
    </>
  );
}

/** The settings modal's content: toolbar, save notice and the areas as tabs (document 1 §2). */
export function SettingsModal() {
  const { t } = useTranslation();
  const { signedIn } = useViewer();
  const [active, setActive] = useState('general');
  const wasSignedIn = useRef(signedIn);
  const revision = useSettingsRevision((s) => s.revision);
  // Signing out (from here or elsewhere) closes the modal: its account tabs no longer apply.
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) useModalStore.getState().close('settings');
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  const tab = (id: string, render: () => ReactNode): TabDef => ({
    id,
    label: t(`settings.tab.${id}`),
    render,
  });
  const account: Partial<ReturnType<typeof accountTabs>> = signedIn ? accountTabs(tab) : {};
  const tabs = [
    tab('general', () => <GeneralTab />),
    account.profile,
    account.security,
    tab('filtering', () => <FilteringTab />),
    account.notifications,
    account.data,
    account.mutes,
    tab('theme', () => <ThemeTab />),
    tab('version', () => <VersionTab />),
  ].filter((x): x is TabDef => x !== undefined);
  return (
    <div className="settings">
      <div className="settings__toolbar">
        <BackupMenu />
        <ExpertMode />
        {signedIn && <LogoutButton />}
      </div>
      <SaveNotice />
      <SettingsTabs
        key={revision}
        label={t('settings.tabs_label')}
        tabs={tabs}
        active={active}
        onSelect={setActive}
      />
    </div>
  );
}
