import type { User } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/about.json';
import { useTranslation } from '../../i18n/useTranslation';
import { RichHtml } from '../../ui/html/RichHtml';
import { usePageTitle } from '../../ui/usePageTitle';
import { FeaturesPanel } from '../instance';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { SuggestedUser } from '../whoToFollow';
import { FederationPolicySection } from './FederationPolicySection';
import { useStaff } from './useStaff';
import './about.css';

// This screen's text arrives with its chunk, not with the first visit.
i18n.extendResources('en', text);

function StaffGroup({ title, users }: { title: string; users: User[] }) {
  if (users.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul className="suggested-user-list">
        {users.map((user) => (
          <SuggestedUser key={user.id} user={user} />
        ))}
      </ul>
    </>
  );
}

/** The about page (document 1 §2): panel, staff, terms, bubble instances, federation policy, features. */
export function AboutPage() {
  const { t } = useTranslation();
  usePageTitle(t('about.title'));
  const settings = useInstanceStore((s) => s.settings);
  const panel = useInstanceStore((s) => s.panel);
  const tos = useInstanceStore((s) => s.tos);
  const staff = useStaff(settings?.staffAccounts ?? []);
  const bubble = settings?.localBubbleInstances ?? [];
  return (
    <div className="about">
      <section className="panel about__section" aria-labelledby="about-heading">
        <header className="panel__heading">
          <h1 id="about-heading">{t('about.title')}</h1>
        </header>
        {panel?.trim() ? (
          <RichHtml html={panel} className="panel__body rich-html" />
        ) : (
          <p className="panel__body">{settings?.description}</p>
        )}
      </section>
      {(staff.admins.length > 0 || staff.moderators.length > 0) && (
        <section className="panel about__section" aria-labelledby="about-staff">
          <header className="panel__heading">
            <h2 id="about-staff">{t('about.staff')}</h2>
          </header>
          <div className="about__staff">
            <StaffGroup title={t('about.admins')} users={staff.admins} />
            <StaffGroup title={t('about.moderators')} users={staff.moderators} />
          </div>
        </section>
      )}
      {tos?.trim() && (
        <section className="panel about__section" aria-labelledby="about-tos">
          <header className="panel__heading">
            <h2 id="about-tos">{t('about.terms')}</h2>
          </header>
          <RichHtml html={tos} className="panel__body rich-html" />
        </section>
      )}
      {bubble.length > 0 && (
        <section className="panel about__section" aria-labelledby="about-bubble">
          <header className="panel__heading">
            <h2 id="about-bubble">{t('about.bubble')}</h2>
          </header>
          <div className="panel__body">
            <p className="about__hint">{t('about.bubble_desc')}</p>
            <ul className="about__chips">
              {bubble.map((domain) => (
                <li key={domain}>{domain}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <FederationPolicySection />
      {settings && <FeaturesPanel instance={settings} />}
    </div>
  );
}
