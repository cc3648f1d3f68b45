import { Link, useSearchParams } from '../../ui/router';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { useViewer } from '../../core/session/sessionStore';
import { LoginForm } from './LoginForm';
import './authScreens.css';

const loadInstanceForm = () => import('./InstanceSignInForm');

/** The /login screen: the login panel in the main column (the sidebar hides its copy here). */
export function LoginPage() {
  const { t } = useTranslation();
  const { signedIn, username } = useViewer();
  // "Add account" from the user panel (issue 16) comes here with ?add while signed in.
  const [params] = useSearchParams();
  const adding = signedIn && params.has('add');
  usePageTitle(t('routes.login'));
  return (
    <section className="panel auth-screen" aria-labelledby="login-page-heading">
      <header className="panel__heading">
        <h1 id="login-page-heading">{t('routes.login')}</h1>
      </header>
      <div className="panel__body">
        {adding ? (
          <LazyChunk
            name="instance-sign-in"
            load={loadInstanceForm}
            render={(m) => <m.InstanceSignInForm headingId="add-account-heading" adding />}
          />
        ) : signedIn ? (
          <>
            <p>{t('auth.login.already', { name: username })}</p>
            <Link to="/">{t('auth.return_home')}</Link>
          </>
        ) : (
          <LoginForm headingId="login-page-heading" ownHeading={false} />
        )}
      </div>
    </section>
  );
}
