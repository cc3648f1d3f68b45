import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { visibleStrategy } from './loginFlow';
import { useLoginFlowStore } from './loginFlowStore';
import { useLoginMethod } from './passwordGrant';
import { LoginError } from './LoginMessageText';
import type { SignInResult } from './signIn';
import './loginForm.css';

// The actions and the second-factor panels load on first use: the form is on the first visit.
const loadSignIn = () => import('./signIn');
const loadSecondFactor = () => import('./SecondFactorForm');
// Standalone (issue 16): no instance serves the page, so the form asks which one first.
const loadInstanceForm = () => import('./InstanceSignInForm');

/** Where each result leads (document 1 §2): friends, or the password reset with its flag. */
export function useSignInResult() {
  const navigate = useNavigate();
  return (result: SignInResult | null) => {
    if (result?.type === 'signed-in') navigate('/main/friends');
    if (result?.type === 'password-reset-required')
      navigate('/password-reset', { state: { passwordResetRequested: true } });
  };
}

/**
 * The login panel of document 1 §2, shared by the sidebar and the /login screen. The screen
 * brings its own page heading; the sidebar's panel names itself.
 */
export function LoginForm({
  headingId,
  ownHeading = true,
}: {
  headingId: string;
  ownHeading?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const flow = useLoginFlowStore();
  const loginMethod = useLoginMethod();
  const instanceName = useInstanceStore((s) => s.settings?.name) || 'Petrel';
  const registrationOpen = useInstanceStore((s) => s.settings?.registrationOpen ?? false);
  // The reset mail is Pleroma's call (`/auth/password`): GoToSocial has none, and Mastodon's is
  // its own web form, so the link would lead to a form that cannot send anything there.
  const resetOffered = useInstanceStore((s) => s.settings?.supports.pleromaApi ?? true);
  const onResult = useSignInResult();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const strategy = visibleStrategy(flow, loginMethod);
  const standalone = useSessionStore((s) => s.standalone);

  if (standalone) {
    return (
      <LazyChunk
        name="instance-sign-in"
        load={loadInstanceForm}
        render={(m) => <m.InstanceSignInForm headingId={headingId} ownHeading={ownHeading} />}
      />
    );
  }

  if (strategy === 'totp' || strategy === 'recovery') {
    return (
      <LazyChunk
        name="second-factor"
        load={loadSecondFactor}
        render={(m) => (
          <m.SecondFactorForm headingId={headingId} ownHeading={ownHeading} onResult={onResult} />
        )}
      />
    );
  }

  const links = (
    <p className="login-form__links">
      {resetOffered && <Link to="/password-reset">{t('auth.login.forgot')}</Link>}
      {registrationOpen && <Link to="/registration">{t('auth.login.register')}</Link>}
    </p>
  );

  if (strategy === 'token') {
    return (
      <div className="login-form">
        {ownHeading && <h2 id={headingId}>{t('auth.login.heading', { name: instanceName })}</h2>}
        <p className="login-form__hint">{t('auth.login.token_description')}</p>
        {flow.error && <LoginError message={flow.error} onDismiss={() => flow.setError(null)} />}
        <button
          type="button"
          className="button button--primary"
          disabled={flow.pending}
          onClick={() => void loadSignIn().then((m) => m.startTokenSignIn().then(onResult))}
        >
          {t('auth.login.token_button')}
        </button>
        {links}
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void loadSignIn()
      .then((m) => m.signInWithPassword(username, password))
      .then((result) => {
        if (result.type === 'failed') setPassword('');
        onResult(result);
      });
  };

  return (
    <form className="login-form" aria-labelledby={headingId} onSubmit={submit}>
      {ownHeading && <h2 id={headingId}>{t('auth.login.heading', { name: instanceName })}</h2>}
      <fieldset disabled={flow.pending}>
        <label htmlFor={`${id}-user`}>{t('auth.login.username')}</label>
        <input
          id={`${id}-user`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <label htmlFor={`${id}-password`}>{t('auth.login.password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </fieldset>
      {flow.error && <LoginError message={flow.error} onDismiss={() => flow.setError(null)} />}
      <button type="submit" className="button button--primary" disabled={flow.pending}>
        {flow.pending ? t('auth.login.pending') : t('auth.login.submit')}
      </button>
      {links}
    </form>
  );
}
