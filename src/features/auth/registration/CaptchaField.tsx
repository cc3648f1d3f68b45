import '../screenText';
import { useId } from 'react';
import type { Captcha } from '../../../api';
import { useTranslation } from '../../../i18n/useTranslation';

interface CaptchaFieldProps {
  captcha: Captcha | 'loading' | 'failed';
  value: string;
  onChange: (value: string) => void;
  onReload: () => void;
}

/** The captcha picture (a click fetches a new one) and its answer; nothing when the type is none. */
export function CaptchaField({ captcha, value, onChange, onReload }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  if (captcha === 'loading') {
    return <p className="auth-field__hint">{t('authScreens.registration.captcha_loading')}</p>;
  }
  if (captcha === 'failed') {
    return (
      <div className="auth-notice auth-notice--error" role="alert">
        <span>{t('authScreens.registration.captcha_failed')}</span>
        <button type="button" className="button button--small" onClick={onReload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (captcha.kind === 'none') return null;
  return (
    <div className="auth-field">
      <label htmlFor={id}>{t('authScreens.registration.captcha')}</label>
      <button
        type="button"
        className="auth-captcha__image"
        aria-label={t('authScreens.registration.captcha_new')}
        title={t('authScreens.registration.captcha_new')}
        onClick={onReload}
      >
        <img src={captcha.url} alt={t('authScreens.registration.captcha_image')} />
      </button>
      <span className="auth-field__hint">{t('authScreens.registration.captcha_hint')}</span>
      <input
        id={id}
        name="captcha"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
