import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from '../../ui/router';
import { LoginForm } from '../../features/auth/LoginForm';
import { handleOnInstance } from '../../core/session/accountList';
import { useSessionStore } from '../../core/session/sessionStore';
import { configBoolean, useInstanceStore } from '../../core/instance/instanceStore';
import { Avatar } from '../../ui/Avatar';
import { RichHtml } from '../../ui/html/RichHtml';
import { splitEmoji } from '../../ui/html/splitEmoji';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { FeaturesPanel } from '../../features/instance/FeaturesPanel';
import { SidebarPostForm } from '../../features/composer/SidebarPostForm';
import { NavPanel } from './NavPanel';
import { NotificationsSlot } from '../../features/notifications/NotificationsMounts';
import type { NavModel } from './useNavModel';

// Suggestions are for signed-in users only, so their code stays out of a visitor's first visit.
const loadWhoToFollowPanel = () => import('../../features/whoToFollow/WhoToFollowPanel');
// Several accounts (issue 16): the switcher loads once someone is signed in.
const loadAccountSwitcher = () => import('../../features/session/AccountSwitcher');

// Constant elements: a re-render of the panels around them leaves them alone (issue 28).
const ACCOUNT_SWITCHER = (
  <LazyChunk
    name="account-switcher"
    load={loadAccountSwitcher}
    // Its row is held from the first paint, so the panels below never move.
    fallback={<div className="user-panel__switcher-slot" />}
    render={(m) => <m.AccountSwitcher />}
  />
);
const WHO_TO_FOLLOW = (
  <LazyChunk
    name="who-to-follow-panel"
    load={loadWhoToFollowPanel}
    fallback={null}
    render={(m) => <m.WhoToFollowPanel />}
  />
);

function UserPanel({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  const user = model.viewer.user;
  const instanceUrl = useSessionStore((s) => s.instanceUrl);
  if (user) {
    return (
      <section className="panel user-panel" aria-label={t('nav.your_account')}>
        <Avatar src={user.profile_image_url_original} size={56} />
        <div className="user-panel__names">
          <bdi className="user-panel__name">
            {splitEmoji(user.name || user.screen_name, user.emoji, `me${user.id}`)}
          </bdi>
          <span className="user-panel__acct" dir="ltr">
            @{handleOnInstance(user.screen_name_ui, instanceUrl, window.location.origin)}
          </span>
        </div>
        {ACCOUNT_SWITCHER}
      </section>
    );
  }
  return <VisitorPanel model={model} />;
}

/** A visitor's panel: the sign-in form, except on the sign-in screens (it reads the path). */
function VisitorPanel({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  const onLoginScreen = ['/login', '/oauth-callback'].includes(useLocation().pathname);
  // The sign-in screens show the login flow in the main column; one copy on screen is enough.
  if (onLoginScreen) {
    return (
      <section
        className="panel user-panel user-panel--visitor"
        aria-labelledby="user-panel-heading"
      >
        <h2 id="user-panel-heading">
          {t('nav.welcome', { name: model.instance.name || 'Petrel' })}
        </h2>
        <p>{t('nav.welcome_body')}</p>
      </section>
    );
  }
  return (
    <section className="panel user-panel user-panel--visitor" aria-labelledby="user-panel-heading">
      <LoginForm headingId="user-panel-heading" />
    </section>
  );
}

// Memoised: the panels around it re-render on each navigation, its server HTML need not.
const InstancePanel = memo(function InstancePanel() {
  const { t } = useTranslation();
  const html = useInstanceStore((s) => s.panel);
  const show = useInstanceStore((s) => configBoolean(s.config, 'showInstanceSpecificPanel', false));
  if (!show || !html?.trim()) return null;
  return (
    <section className="panel instance-panel" aria-label={t('nav.instance_panel')}>
      <RichHtml html={html} className="panel__body rich-html" />
    </section>
  );
});

/**
 * The sidebar of normal and wide layouts (document 1 §2, App layout). Only its parts that depend
 * on the page read the path, so a navigation re-renders them and not the navigation panel.
 */
export function Sidebar({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  return (
    <aside className="sidebar" aria-label={t('nav.sidebar')}>
      <UserPanel model={model} />
      <SidebarPostForm placement="sidebar" />
      <NavPanel model={model} />
      <NotificationsSlot part="sidebar" />
      <PagePanels model={model} />
    </aside>
  );
}

/** The panels below the navigation, each left out on the page that shows it in full. */
function PagePanels({ model }: { model: NavModel }) {
  const { pathname } = useLocation();
  // The about page shows the instance panel and the features itself; the sidebar does not repeat them.
  const onAbout = pathname === '/about';
  // The suggestions page is the panel in full; one "Who to follow" region per screen.
  const onSuggestions = pathname === '/who-to-follow';
  return (
    <>
      {/* Below the fold on most screens: after the first status (issue 7). */}
      <AfterFirstPaint>
        {!onAbout && <InstancePanel />}
        {!model.viewer.signedIn && !onAbout && <FeaturesPanel instance={model.instance} />}
      </AfterFirstPaint>
      {model.whoToFollow && !onSuggestions && WHO_TO_FOLLOW}
    </>
  );
}
