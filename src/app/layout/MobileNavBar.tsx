import { scrollBehavior } from '../../ui/stillImage/motionPolicy';
import { Bell, Menu } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { Brand } from './Brand';
import type { NavModel } from './useNavModel';

interface MobileNavBarProps {
  model: NavModel;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  hasUnseenNotifications: boolean;
  onOpenNotifications: () => void;
}

/** Mobile top bar: menu, site name, bell. Clicking the bar itself scrolls to the top (document 1 §2). */
export function MobileNavBar({
  model,
  drawerOpen,
  onOpenDrawer,
  hasUnseenNotifications,
  onOpenNotifications,
}: MobileNavBarProps) {
  const { t } = useTranslation();
  return (
    <header
      className="topbar topbar--mobile"
      onClick={(e) => {
        if (
          e.target === e.currentTarget ||
          (e.target as HTMLElement).classList.contains('topbar__inner')
        ) {
          window.scrollTo({ top: 0, behavior: scrollBehavior() });
        }
      }}
    >
      <div className="topbar__inner">
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.menu')}
          aria-expanded={drawerOpen}
          aria-controls="side-drawer"
          onClick={onOpenDrawer}
        >
          <Menu aria-hidden="true" size={22} />
        </button>
        <Brand />
        {model.viewer.signedIn ? (
          <button
            type="button"
            className="icon-button bell"
            aria-haspopup="dialog"
            aria-label={
              hasUnseenNotifications ? t('nav.notifications_unseen') : t('nav.notifications')
            }
            onClick={onOpenNotifications}
          >
            <Bell aria-hidden="true" size={22} />
            {hasUnseenNotifications && (
              <span className="bell__dot" aria-hidden="true" data-unkept />
            )}
          </button>
        ) : (
          <Link to="/login" className="topbar__login">
            {t('nav.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
