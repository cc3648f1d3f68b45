import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmTotp, disableTotp, fetchBackupCodes, fetchMfaSettings, setupTotp } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { PasswordForm } from './PasswordForm';
import { QrCode } from './QrCode';
import { LoadError } from './LoadError';

function BackupCodes() {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="settings-section__body">
      <button
        type="button"
        className="button"
        onClick={() => {
          setError(null);
          fetchBackupCodes(api).then(setCodes, setError);
        }}
      >
        {t('settings.security.totp.show_codes')}
      </button>
      {error !== null && <ErrorMessage error={error} />}
      {codes && (
        <>
          <p className="settings-hint">{t('settings.security.totp.codes_hint')}</p>
          <ul className="settings-codes" aria-label={t('settings.security.totp.codes')}>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Two-factor sign-in: set up with a QR code and a confirming code, backup codes, turn off. */
export function TotpSettings() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mfa = useQuery({ queryKey: ['mfa'], queryFn: () => fetchMfaSettings(api) });
  const [setup, setSetup] = useState<{ key: string; provisioningUri: string } | null>(null);
  const [setupError, setSetupError] = useState<unknown>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['mfa'] });
  if (mfa.isPending) return <Spinner label={t('settings.security.totp.loading')} />;
  if (mfa.isError) return <LoadError error={mfa.error} onRetry={() => void mfa.refetch()} />;
  if (mfa.data.totp)
    return (
      <>
        <p>{t('settings.security.totp.on')}</p>
        <BackupCodes />
        <PasswordForm
          submitLabel={t('settings.security.totp.disable')}
          danger
          onSubmit={async (password) => {
            await disableTotp(api, password);
            refresh();
          }}
        />
      </>
    );
  if (!setup)
    return (
      <>
        <p>{t('settings.security.totp.off')}</p>
        {setupError !== null && <ErrorMessage error={setupError} />}
        <div className="settings-form__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setSetupError(null);
              setupTotp(api).then(setSetup, setSetupError);
            }}
          >
            {t('settings.security.totp.setup')}
          </button>
        </div>
      </>
    );
  return (
    <>
      <p>{t('settings.security.totp.scan')}</p>
      <QrCode text={setup.provisioningUri} label={t('settings.security.totp.qr')} />
      <p>
        {t('settings.security.totp.key')} <code data-testid="totp-key">{setup.key}</code>
      </p>
      <PasswordForm
        submitLabel={t('settings.security.totp.confirm')}
        onSubmit={async (password, form) => {
          await confirmTotp(api, password, String(form.get('code') ?? '').trim());
          setSetup(null);
          refresh();
        }}
      >
        <label>
          {t('settings.security.totp.code')}
          <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
        </label>
      </PasswordForm>
      <div className="settings-form__actions">
        <button type="button" className="button" onClick={() => setSetup(null)}>
          {t('settings.security.totp.cancel')}
        </button>
      </div>
    </>
  );
}
