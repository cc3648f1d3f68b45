import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import {
  fetchMascot,
  uploadMascot,
  updateProfile,
  uploadProfileImage,
  type AccountSettings,
  type ProfileField,
  type ProfileImage,
} from '../../api';
import { formatSize } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { AccountOptionList, DefaultScopeOption } from './AccountOptionControls';
import { NotOffered } from './NotOffered';
import { offeredOptions, POSTING_OPTIONS, PRIVACY_OPTIONS } from './offeredOptions';
import { SettingsSection } from './PreferenceControls';
import { showSaved } from './settingsNotice';
import { accountSettingsKey, useAccountSettings } from './useAccountSettings';

function useStoreSettings() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  return (next: AccountSettings) => {
    queryClient.setQueryData(accountSettingsKey(userId), next);
    if (next.user) useSessionStore.setState({ user: next.user });
  };
}

function ImageUpload({
  field,
  current,
  limit,
}: {
  field: ProfileImage;
  current: string | null;
  limit: number;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hint = useId();
  const store = useStoreSettings();
  const [tooBig, setTooBig] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadProfileImage(api, field, file),
    onSuccess: (next) => {
      store(next);
      showSaved(true);
    },
  });
  return (
    <div className="settings-image">
      {current && (
        <img
          src={current}
          alt=""
          className={`settings-image__preview settings-image__preview--${field}`}
        />
      )}
      <label htmlFor={id}>{t(`settings.profile.image.${field}`)}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={hint}
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const over = limit > 0 && file.size > limit;
          setTooBig(over);
          if (!over) upload.mutate(file);
        }}
      />
      <p id={hint} className="settings-hint">
        {limit > 0
          ? t('settings.profile.limit', { size: formatSize(limit, i18n.language, t) })
          : null}
      </p>
      {upload.isPending && <Spinner label={t('settings.profile.uploading')} />}
      {tooBig && (
        <p role="alert" className="settings-error">
          {t('settings.profile.too_big', { size: formatSize(limit, i18n.language, t) })}
        </p>
      )}
      {upload.isError && (
        <p role="alert" className="settings-error">
          {upload.error instanceof Error ? upload.error.message : t('common.error_generic')}
        </p>
      )}
    </div>
  );
}

function MascotUpload() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const mascot = useQuery({ queryKey: ['mascot'], queryFn: () => fetchMascot(api) });
  const upload = useMutation({
    mutationFn: (file: File) => uploadMascot(api, file),
    onSuccess: (url) => {
      queryClient.setQueryData(['mascot'], url);
      showSaved(true);
    },
  });
  return (
    <div className="settings-image">
      {mascot.data && <img src={mascot.data} alt="" className="settings-image__preview" />}
      <label htmlFor={id}>{t('settings.profile.image.mascot')}</label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending && <Spinner label={t('settings.profile.uploading')} />}
      {upload.isError && (
        <p role="alert" className="settings-error">
          {upload.error instanceof Error ? upload.error.message : t('common.error_generic')}
        </p>
      )}
    </div>
  );
}

function ProfileForm({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  const limits = useInstanceStore((s) => s.settings?.fieldsLimits);
  const maxFields = limits?.maxFields ?? 4;
  const store = useStoreSettings();
  const [name, setName] = useState(settings.profile.displayName);
  const [note, setNote] = useState(settings.profile.note);
  const [fields, setFields] = useState<ProfileField[]>(settings.profile.fields);
  const save = useMutation({
    mutationFn: () =>
      updateProfile(api, settings.profile, {
        displayName: name,
        note,
        fields: fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== ''),
      }),
    onSuccess: (next) => {
      store(next);
      showSaved(true);
    },
    onError: () => showSaved(false),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const setField = (index: number, change: Partial<ProfileField>) =>
    setFields(fields.map((f, i) => (i === index ? { ...f, ...change } : f)));
  return (
    <form className="settings-form" onSubmit={submit}>
      <label>
        {t('settings.profile.display_name')}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </label>
      <label>
        {t('settings.profile.bio')}
        <textarea dir="auto" value={note} rows={4} onChange={(e) => setNote(e.target.value)} />
      </label>
      <fieldset className="settings-fields">
        <legend>{t('settings.profile.fields', { count: fields.length, max: maxFields })}</legend>
        {fields.map((field, index) => (
          <div key={index} className="settings-fields__row">
            <input
              aria-label={t('settings.profile.field_name', { n: index + 1 })}
              value={field.name}
              maxLength={limits?.nameLength}
              onChange={(e) => setField(index, { name: e.target.value })}
            />
            <input
              aria-label={t('settings.profile.field_value', { n: index + 1 })}
              value={field.value}
              maxLength={limits?.valueLength}
              onChange={(e) => setField(index, { value: e.target.value })}
            />
            <button
              type="button"
              className="icon-button"
              aria-label={t('settings.profile.remove_field', { n: index + 1 })}
              onClick={() => setFields(fields.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" size={16} />
            </button>
          </div>
        ))}
        {fields.length < maxFields && (
          <button
            type="button"
            className="button button--small"
            onClick={() => setFields([...fields, { name: '', value: '' }])}
          >
            <Plus aria-hidden="true" size={16} />
            {t('settings.profile.add_field')}
          </button>
        )}
      </fieldset>
      {save.isError && <ErrorMessage error={save.error} />}
      <div className="settings-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={save.isPending || needsServer !== undefined}
          title={needsServer}
        >
          {t('settings.profile.save')}
        </button>
      </div>
    </form>
  );
}

/** Profile texts, fields and images, and the server-side account options (document 1 §3). */
export function ProfileTab() {
  const { t } = useTranslation();
  const settings = useAccountSettings();
  const limits = useInstanceStore((s) => s.settings);
  const server = useServerFeatures();
  const needsServer = useNeedsServer();
  if (settings.isPending) return <Spinner label={t('settings.account.loading')} />;
  // Offline the account's settings cannot be read: say why rather than fail (issue 27).
  if (settings.isError && needsServer) return <p role="status">{needsServer}</p>;
  if (settings.isError)
    return <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />;
  const profile = settings.data.profile;
  // Mastodon's one hide_collections is Akkoma's two list flags: its absence there trims nothing.
  const options = [...POSTING_OPTIONS, ...PRIVACY_OPTIONS].filter((o) => o !== 'hideCollections');
  const trimmed = !server.pleromaApi || offeredOptions(options, server).length < options.length;
  return (
    <>
      {trimmed && <NotOffered />}
      <SettingsSection title={t('settings.section.profile')}>
        <ProfileForm settings={settings.data} />
      </SettingsSection>
      <SettingsSection title={t('settings.section.images')}>
        <ImageUpload field="avatar" current={profile.avatar} limit={limits?.avatarlimit ?? 0} />
        <ImageUpload field="header" current={profile.header} limit={limits?.bannerlimit ?? 0} />
        {server.pleromaApi && (
          <ImageUpload
            field="pleroma_background_image"
            current={profile.background}
            limit={limits?.backgroundlimit ?? 0}
          />
        )}
        {server.mascot && <MascotUpload />}
      </SettingsSection>
      <SettingsSection title={t('settings.section.posting_defaults')}>
        <DefaultScopeOption />
        <AccountOptionList names={POSTING_OPTIONS} />
      </SettingsSection>
      <SettingsSection title={t('settings.section.privacy')}>
        <AccountOptionList names={PRIVACY_OPTIONS} />
      </SettingsSection>
    </>
  );
}
