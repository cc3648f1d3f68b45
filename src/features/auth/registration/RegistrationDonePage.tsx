import '../screenText';
import { Link, useSearchParams } from '../../../ui/router';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePageTitle } from '../../../ui/usePageTitle';
import '../authScreens.css';

function DonePage({ route, body }: { route: string; body: string }) {
  const { t } = useTranslation();
  const title = t(`routes.${route}`);
  usePageTitle(title);
  return (
    <section className="panel auth-screen" aria-labelledby="registration-done-heading">
      <header className="panel__heading">
        <h1 id="registration-done-heading">{title}</h1>
      </header>
      <div className="panel__body">
        <p>{body}</p>
        <Link to="/">{t('authScreens.return_home')}</Link>
      </div>
    </section>
  );
}

export function RegistrationRequestSentPage() {
  const { t } = useTranslation();
  // GoToSocial (and Mastodon when it approves sign-ups) also wants the address confirmed first.
  const [params] = useSearchParams();
  const key = params.get('confirm') === 'email' ? 'request_sent_email' : 'request_sent';
  return <DonePage route="registration-request-sent" body={t(`authScreens.registration.${key}`)} />;
}

export function AwaitingEmailPage() {
  const { t } = useTranslation();
  return (
    <DonePage
      route="awaiting-email-confirmation"
      body={t('authScreens.registration.awaiting_email')}
    />
  );
}
