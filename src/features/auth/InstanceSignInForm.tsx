import './screenText';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useNavigate } from '../../ui/router';
import { instanceHost } from '../../core/session/accountList';
import { useSessionStore } from '../../core/session/sessionStore';
import { chooseInstanceToRead, startInstanceSignIn, type InstanceMessage } from './instanceSignIn';
import './loginForm.css';

/**
 * Sign-in by instance (issue 16): the standalone client's login panel, and "Add account". It
 * asks for the domain, checks the server there, and continues on the instance's own page.
 */
export function InstanceSignInForm({
  headingId,
  ownHeading = true,
  adding = false,
}: {
  headingId: string;
  ownHeading?: boolean;
  /** Adding a further account: a different heading and text; the current instance is offered. */
  adding?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const standalone = useSessionStore((s) => s.standalone);
  const instanceUrl = useSessionStore((s) => s.instanceUrl);
  const signedIn = useSessionStore((s) => s.user !== null);
  // A standalone visitor who used an instance before starts from it; so does "Add account".
  const suggested = adding || (standalone && instanceUrl !== window.location.origin);
  const [domain, setDomain] = useState(suggested ? instanceHost(instanceUrl) : '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<InstanceMessage | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    void startInstanceSignIn(domain).then((message) => {
      // Null: the page is leaving for the instance; stay pending until it does.
      if (message) {
        setError(message);
        setPending(false);
      }
    });
  };

  // A visitor may read the instance's public timelines without an account there.
  const browse = () => {
    setPending(true);
    setError(null);
    void chooseInstanceToRead(domain, () => queryClient.clear()).then((message) => {
      if (message) {
        setError(message);
        setPending(false);
      } else navigate('/', { replace: true });
    });
  };

  const heading = adding
    ? t('authScreens.accounts.add_heading')
    : t('authScreens.accounts.instance_heading');
  return (
    <form className="login-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      {ownHeading && <h2 id={headingId}>{heading}</h2>}
      {adding && <p className="login-form__hint">{t('authScreens.accounts.add_description')}</p>}
      <fieldset disabled={pending}>
        <label htmlFor={`${id}-instance`}>{t('authScreens.accounts.instance_label')}</label>
        <input
          id={`${id}-instance`}
          name="instance"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          aria-invalid={error !== null}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
        />
        <p id={`${id}-hint`} className="login-form__hint">
          {t('authScreens.accounts.instance_hint')}
        </p>
      </fieldset>
      {error && (
        <div className="login-form__error" role="alert">
          <span>{'text' in error ? error.text : t(error.key, error.args)}</span>
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending
          ? t('authScreens.accounts.instance_pending')
          : t('authScreens.accounts.instance_submit')}
      </button>
      {!adding && !signedIn && (
        <button type="button" className="button" disabled={pending} onClick={browse}>
          {t('authScreens.accounts.instance_browse')}
        </button>
      )}
      {adding && (
        <p className="login-form__links">
          <Link to="/main/friends">{t('authScreens.accounts.cancel_add')}</Link>
        </p>
      )}
    </form>
  );
}
