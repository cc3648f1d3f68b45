import { useTranslation } from '../../i18n/useTranslation';
import type { LoginMessage } from './loginMessages';

/** A login error with its dismiss button (document 1 §2: the password form's error). */
export function LoginError({
  message,
  onDismiss,
}: {
  message: LoginMessage;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="login-form__error" role="alert">
      <span>{'text' in message ? message.text : t(message.key)}</span>
      <button type="button" className="button button--small" onClick={onDismiss}>
        {t('auth.login.dismiss')}
      </button>
    </div>
  );
}
