import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listSettingsProfiles } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../../core/client';
import { SettingsSection } from './PreferenceControls';
import { deleteServerSettings, fetchSettings, syncSettings } from './settingsSync';
import { PROFILE_NAME } from './syncRules';
import { LoadError } from './LoadError';

/** The server copy of the settings (Akkoma's frontend settings profiles). */
export function SyncSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profiles = useQuery({
    queryKey: ['settingsProfiles'],
    queryFn: () => listSettingsProfiles(api),
  });
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>) => {
    setBusy(true);
    void action().finally(() => {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: ['settingsProfiles'] });
    });
  };
  const ours = profiles.data?.find((p) => p.name === PROFILE_NAME);
  return (
    <SettingsSection title={t('settings.sync.title')}>
      <p className="settings-hint">{t('settings.sync.hint')}</p>
      {profiles.isError && (
        <LoadError error={profiles.error} onRetry={() => void profiles.refetch()} />
      )}
      {profiles.data && (
        <p>
          {ours ? t('settings.sync.version', { version: ours.version }) : t('settings.sync.none')}
        </p>
      )}
      <div className="settings-form__actions">
        <button type="button" className="button" disabled={busy} onClick={() => run(syncSettings)}>
          {t('settings.sync.upload')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => run(fetchSettings)}>
          {t('settings.sync.download')}
        </button>
        {ours && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(deleteServerSettings)}
          >
            {t('settings.sync.delete')}
          </button>
        )}
      </div>
    </SettingsSection>
  );
}
