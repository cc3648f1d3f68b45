import { ArchiveRestore } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { saveText } from '../../lib/saveText';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { fullConfiguration } from './settingsValues';
import {
  buildSettingsFile,
  mergeImported,
  readSettingsFile,
  settingsFileName,
} from './settingsFile';
import { useSettingsNotice, useSettingsRevision, SAVE_OK_MS } from './settingsNotice';

/** Import a settings file; only a file that passes every rule changes anything. */
export async function restoreFromFile(file: File): Promise<void> {
  const { show } = useSettingsNotice.getState();
  let text: string;
  try {
    text = await file.text();
  } catch {
    show({ tone: 'error', key: 'invalid_settings_imported' }, null);
    return;
  }
  const result = readSettingsFile(text);
  if (!result.ok) {
    show({ tone: 'error', key: result.error }, null);
    return;
  }
  const store = usePreferencesStore.getState();
  store.replace(mergeImported(store.values, result.values, result.hasTheme));
  useSettingsRevision.getState().bump();
  if (result.warning) show({ tone: 'warning', key: result.warning }, null);
  else show({ tone: 'success', key: 'settings_imported' }, SAVE_OK_MS);
}

/** Backup settings, backup settings with theme, restore settings (document 1 §2). */
export function BackupMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const backup = (withTheme: boolean) => {
    setOpen(false);
    saveText(
      settingsFileName(withTheme),
      buildSettingsFile(
        fullConfiguration(
          usePreferencesStore.getState().values,
          useInstanceStore.getState().config,
          useInstanceStore.getState().settings?.supports.pleromaApi,
        ),
        withTheme,
      ),
      'application/json',
    );
  };
  return (
    <div
      className="settings-backup"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="button button--small"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <ArchiveRestore aria-hidden="true" size={16} />
        {t('settings.backup.menu')}
      </button>
      {open && (
        <ul className="settings-backup__menu">
          <li>
            <button type="button" className="menu-item" onClick={() => backup(false)}>
              {t('settings.backup.backup')}
            </button>
          </li>
          <li>
            <button type="button" className="menu-item" onClick={() => backup(true)}>
              {t('settings.backup.backup_with_theme')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                setOpen(false);
                input.current?.click();
              }}
            >
              {t('settings.backup.restore')}
            </button>
          </li>
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('settings.backup.restore')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void restoreFromFile(file);
        }}
      />
    </div>
  );
}
