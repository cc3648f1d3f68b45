import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  createBackup,
  fetchBackups,
  fetchMutedOrBlocked,
  fetchPeople,
  importList,
  type ImportKind,
  type User,
} from '../../api';
import { formatDateTime } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { saveText } from '../../lib/saveText';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { accountsCsv, collectPages } from './csvExport';
import { NotOffered } from './NotOffered';
import { SettingsSection } from './PreferenceControls';
import { SyncSection } from './SyncSection';
import { LoadError } from './LoadError';

function ImportRow({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle');
  const [error, setError] = useState('');
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t(`settings.data.import_${kind}`)}</label>
      <input
        id={id}
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={state === 'busy'}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setState('busy');
          importList(api, kind, file).then(
            () => setState('done'),
            (err: unknown) => {
              setError(err instanceof Error ? err.message : '');
              setState('error');
            },
          );
        }}
      />
      {state === 'busy' && <Spinner label={t('settings.data.importing')} />}
      {state === 'done' && <p role="status">{t('settings.data.import_done')}</p>}
      {state === 'error' && (
        <p role="alert" className="settings-error">
          {t('settings.data.import_error')} {error}
        </p>
      )}
    </div>
  );
}

function ExportButton({ kind }: { kind: 'follows' | 'mutes' | 'blocks' }) {
  const { t } = useTranslation();
  const userId = useSessionStore((s) => s.user?.id ?? '');
  const run = useMutation({
    mutationFn: async () => {
      const users: User[] =
        kind === 'follows'
          ? await collectPages<User, string>(undefined, async (cursor) => {
              const page = await fetchPeople(
                api,
                userId,
                'following',
                cursor ? { max_id: cursor } : {},
              );
              return { items: page.items, next: page.next?.max_id };
            })
          : await collectPages<User, string>(undefined, async (cursor) => {
              const page = await fetchMutedOrBlocked(api, kind, cursor);
              return { items: page.items, next: page.next?.max_id };
            });
      saveText(`${kind}.csv`, accountsCsv(users, new URL(api.baseUrl).host), 'text/csv');
    },
  });
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={run.isPending}
        onClick={() => run.mutate()}
      >
        {t(`settings.data.export_${kind}`)}
      </button>
      {run.isError && <ErrorMessage error={run.error} />}
    </>
  );
}

function Backups() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const backups = useQuery({ queryKey: ['backups'], queryFn: () => fetchBackups(api) });
  const create = useMutation({
    mutationFn: () => createBackup(api),
    onSuccess: (list) => queryClient.setQueryData(['backups'], list),
  });
  return (
    <>
      <p className="settings-hint">{t('settings.data.backup_hint')}</p>
      <div className="settings-form__actions">
        <button
          type="button"
          className="button"
          disabled={create.isPending}
          onClick={() => create.mutate()}
        >
          {t('settings.data.backup_create')}
        </button>
      </div>
      {create.isError && <ErrorMessage error={create.error} />}
      {create.isSuccess && <p role="status">{t('settings.data.backup_requested')}</p>}
      {backups.isPending && <Spinner label={t('settings.data.backup_loading')} />}
      {backups.isError && (
        <LoadError error={backups.error} onRetry={() => void backups.refetch()} />
      )}
      {backups.data && backups.data.length === 0 && <p>{t('settings.data.backup_empty')}</p>}
      {backups.data && backups.data.length > 0 && (
        <ul className="settings-list" aria-label={t('settings.data.backup_list')}>
          {backups.data.map((backup) => (
            <li key={backup.url}>
              <span className="settings-list__main">
                {formatDateTime(backup.insertedAt, i18n.language)}
              </span>
              {backup.processed ? (
                <a className="button button--small" href={backup.url} download>
                  {t('settings.data.backup_download')}
                </a>
              ) : (
                <span className="settings-hint">{t('settings.data.backup_processing')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** CSV imports and exports of follows, mutes and blocks; account backups. */
export function DataTab() {
  const { t } = useTranslation();
  const server = useServerFeatures();
  return (
    <>
      {!(server.imports && server.backups && server.settingsProfiles) && <NotOffered />}
      {server.imports && (
        <SettingsSection title={t('settings.data.import_title')}>
          <p className="settings-hint">{t('settings.data.import_hint')}</p>
          <ImportRow kind="follow" />
          <ImportRow kind="mutes" />
          <ImportRow kind="blocks" />
        </SettingsSection>
      )}
      <SettingsSection title={t('settings.data.export_title')}>
        <div className="settings-form__actions">
          <ExportButton kind="follows" />
          <ExportButton kind="mutes" />
          <ExportButton kind="blocks" />
        </div>
      </SettingsSection>
      {server.backups && (
        <SettingsSection title={t('settings.data.backup_title')}>
          <Backups />
        </SettingsSection>
      )}
      {server.settingsProfiles && <SyncSection />}
    </>
  );
}
