import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router';
import { configBoolean, useInstanceStore } from '../../features/instance/instanceStore';
import { Avatar } from '../../ui/Avatar';
import { RichHtml } from '../../ui/html/RichHtml';
import { FeaturesPanel } from './FeaturesPanel';
import { NavPanel } from './NavPanel';
import type { NavModel } from './useNavModel';

function UserPanel({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  const user = model.viewer.user;
  if (user) {
    return (
      <section className="panel user-panel" aria-label={t('nav.your_account')}>
        <Avatar src={user.profile_image_url_original} size={56} />
        <div className="user-panel__names">
          <bdi className="user-panel__name">{user.name || user.screen_name}</bdi>
          <span className="user-panel__acct">@{user.screen_name_ui}</span>
        </div>
      </section>
    );
  }
  return (
    <section className="panel user-panel user-panel--visitor" aria-labelledby="user-panel-heading">
      <h2 id="user-panel-heading">{t('nav.welcome', { name: model.instance.name || 'Petrel' })}</h2>
      <p>{t('nav.welcome_body')}</p>
      <div className="user-panel__actions">
        <Link to="/login" className="button button--primary">
          {t('nav.login')}
        </Link>
        {model.instance.registrationOpen && (
          <Link to="/registration" className="button">
            {t('nav.register')}
          </Link>
        )}
      </div>
    </section>
  );
}

function InstancePanel() {
  const { t } = useTranslation();
  const html = useInstanceStore((s) => s.panel);
  const show = useInstanceStore((s) => configBoolean(s.config, 'showInstanceSpecificPanel', false));
  if (!show || !html?.trim()) return null;
  return (
    <section className="panel instance-panel" aria-label={t('nav.instance_panel')}>
      <RichHtml html={html} className="panel__body rich-html" />
    </section>
  );
}

/** The sidebar of normal and wide layouts (document 1 §2, App layout). */
export function Sidebar({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar" aria-label={t('nav.sidebar')}>
      <UserPanel model={model} />
      <NavPanel model={model} />
      <InstancePanel />
      {!model.viewer.signedIn && <FeaturesPanel model={model} />}
    </aside>
  );
}
