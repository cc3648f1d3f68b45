import './screenText';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useSignInResult } from './LoginForm';
import type { InstanceMessage } from './instanceSignIn';
import { finishInstanceSignIn, hasPendingInstanceSignIn } from './instanceSignIn';
import { finishTokenSignIn, type SignInResult } from './signIn';
import './authScreens.css';

/** A code is single-use: StrictMode's second effect run must not spend it twice. */
const exchanged = new Map<string, Promise<SignInResult>>();

/**
 * A sign-in started from the instance form (standalone, or adding an account) ends at the
 * instance it started on; the same-origin token strategy ends here as before.
 */
function finish(code: string, clearServerData: () => void): Promise<SignInResult> {
  if (!hasPendingInstanceSignIn()) return finishTokenSignIn(code);
  return finishInstanceSignIn(code, clearServerData).then((outcome): SignInResult =>
    outcome.ok ? { type: 'signed-in' } : { type: 'failed', message: outcome.message },
  );
}

/** /oauth-callback?code=: a placeholder while the code becomes a token (document 1 §2). */
export function OAuthCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.oauth-callback'));
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const onResult = useSignInResult();
  const queryClient = useQueryClient();
  const [error, setError] = useState<InstanceMessage | null>(
    code === '' ? { key: 'authScreens.oauth.no_code' } : null,
  );

  useEffect(() => {
    if (code === '') return;
    let live = true;
    const pending = exchanged.get(code) ?? finish(code, () => queryClient.clear());
    exchanged.set(code, pending);
    void pending.then((result) => {
      if (!live) return;
      if (result.type === 'failed') setError(result.message);
      else if (result.type === 'second-factor') setError({ key: 'authScreens.oauth.unexpected' });
      else onResult(result);
    });
    return () => {
      live = false;
    };
    // onResult only navigates; the exchange depends on the code alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  return (
    <section className="panel auth-screen" aria-labelledby="oauth-heading">
      <header className="panel__heading">
        <h1 id="oauth-heading">{t('routes.oauth-callback')}</h1>
      </header>
      <div className="panel__body">
        {error ? (
          <div role="alert" className="auth-screen__error">
            <p>{'text' in error ? error.text : t(error.key, error.args)}</p>
            <Link to="/login" className="button">
              {t('authScreens.oauth.try_again')}
            </Link>
          </div>
        ) : (
          <Spinner label={t('authScreens.oauth.placeholder')} />
        )}
      </div>
    </section>
  );
}
