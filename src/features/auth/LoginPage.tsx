import { Link } from '../../lib/router';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { useViewer } from '../session/sessionStore';
import { LoginForm } from './LoginForm';
import './authScreens.css';

/** The /login screen: the login panel in the main column (the sidebar hides its copy here). */
export function LoginPage() {
  const { t } = useTranslation();
  const { signedIn, username } = useViewer();
  usePageTitle(t('routes.login'));
  return (
    <section className="panel auth-screen" aria-labelledby="login-page-heading">
      <header className="panel__heading">
        <h1 id="login-page-heading">{t('routes.login')}</h1>
      </header>
      <div className="panel__body">
        {signedIn ? (
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
