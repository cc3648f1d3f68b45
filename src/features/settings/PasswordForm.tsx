import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNeedsServer } from '../../core/offline/useNeedsServer';

/**
 * A small form whose action needs the password; the server's refusal text shows under it and
 * what was typed stays.
 */
export function PasswordForm({
  submitLabel,
  children,
  onSubmit,
  danger = false,
  successText,
}: {
  submitLabel: string;
  children?: ReactNode;
  onSubmit: (password: string, form: FormData) => Promise<void>;
  danger?: boolean;
  successText?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const needsServer = useNeedsServer();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await onSubmit(String(form.get('password') ?? ''), form);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('common.error_generic'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="settings-form" onSubmit={(e) => void submit(e)}>
      {children}
      <label htmlFor={id}>{t('settings.security.current_password')}</label>
      <input id={id} name="password" type="password" autoComplete="current-password" required />
      {error && (
        <p role="alert" className="settings-error">
          {error}
        </p>
      )}
      {done && successText && <p role="status">{successText}</p>}
      <div className="settings-form__actions">
        <button
          type="submit"
          className={`button ${danger ? 'button--danger' : 'button--primary'}`}
          disabled={busy || needsServer !== undefined}
          title={needsServer}
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
