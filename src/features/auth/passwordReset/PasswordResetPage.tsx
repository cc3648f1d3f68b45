import '../screenText';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from '../../../ui/router';
import { requestPasswordReset } from '../../../api';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useInstanceStore } from '../../../core/instance/instanceStore';
import { api } from '../../../core/client';
import {
  passwordResetView,
  statusAfterFailure,
  type PasswordResetStatus,
} from './passwordResetState';
import '../authScreens.css';

/** The password-reset screen of document 1 §2; signed-in users never reach it (route guard). */
export function PasswordResetPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.password-reset'));
  const id = useId();
  const location = useLocation();
  const required =
    (location.state as { passwordResetRequested?: boolean } | null)?.passwordResetRequested ===
    true;
  const mailerEnabled = useInstanceStore((s) => s.settings?.mailerEnabled ?? false);
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<PasswordResetStatus>('idle');
  const [blank, setBlank] = useState(false);
  const view = passwordResetView(mailerEnabled, status);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (value === '') {
      setBlank(true);
      return;
    }
    setBlank(false);
    setStatus('pending');
    requestPasswordReset(api, value).then(
      () => setStatus('success'),
      (error: unknown) => setStatus(statusAfterFailure(error)),
    );
  };

  let body;
  if (view === 'mailer-disabled') {
    body = (
      <p className="auth-notice">
        {required
          ? t('authScreens.password_reset.mailer_disabled_required')
          : t('authScreens.password_reset.mailer_disabled')}
      </p>
    );
  } else if (view === 'success') {
    body = (
      <p className="auth-notice" role="status">
        {t('authScreens.password_reset.success')}
      </p>
    );
  } else if (view === 'throttled') {
    body = (
      <div className="auth-notice" role="alert">
        <p>
          <strong>{t('authScreens.password_reset.throttled_title')}</strong>
        </p>
        <p>{t('authScreens.password_reset.throttled')}</p>
      </div>
    );
  } else {
    body = (
      <form className="auth-form" noValidate onSubmit={submit}>
        {required && <p className="auth-notice">{t('authScreens.password_reset.required')}</p>}
        <p>{t('authScreens.password_reset.instruction')}</p>
        <fieldset disabled={status === 'pending'}>
          <div className="auth-field">
            <label htmlFor={`${id}-email`}>{t('authScreens.password_reset.email')}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...(blank ? { 'aria-invalid': true, 'aria-describedby': `${id}-email-error` } : {})}
            />
            {blank && (
              <span id={`${id}-email-error`} className="auth-field__error">
                {t('authScreens.password_reset.email_required')}
              </span>
            )}
          </div>
        </fieldset>
        {status === 'error' && (
          <div className="auth-notice auth-notice--error" role="alert">
            <span>{t('authScreens.password_reset.error')}</span>
            <button
              type="button"
              className="button button--small"
              onClick={() => setStatus('idle')}
            >
              {t('auth.login.dismiss')}
            </button>
          </div>
        )}
        <div className="auth-actions">
          <button type="submit" className="button button--primary" disabled={status === 'pending'}>
            {status === 'pending'
              ? t('authScreens.password_reset.pending')
              : t('authScreens.password_reset.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className="panel auth-screen" aria-labelledby={`${id}-heading`}>
      <header className="panel__heading">
        <h1 id={`${id}-heading`}>{t('routes.password-reset')}</h1>
      </header>
      <div className="panel__body">
        {body}
        <p>
          <Link to="/">{t('authScreens.return_home')}</Link>
        </p>
      </div>
    </section>
  );
}
