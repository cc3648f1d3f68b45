import { useEffect, useId, useRef } from 'react';
import { pageIsRtl, towardsEnd } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from '../../ui/router';
import { useNotificationBadge } from './badgeStore';
import { DRAWER_SWIPE_CLOSE_PX } from './listRules';
import { NotificationsPanel } from './NotificationsPanel';
import { loadOlder, markSeen } from './notificationActions';
import { CloseButton } from '../../ui/CloseButton';

function closeDrawer(): void {
  if (!useNotificationBadge.getState().drawerOpen) return;
  useNotificationBadge.setState({ drawerOpen: false });
  // Document 2 §4: closing the drawer marks everything seen.
  void markSeen();
}

/**
 * The mobile notifications drawer (document 2 §2): closes by its button, Escape, a swipe right
 * past 50 px or a route change; scrolling to its end loads older ones.
 */
export function MobileNotificationsDrawer() {
  const { t } = useTranslation();
  const open = useNotificationBadge((s) => s.drawerOpen);
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const location = useLocation();
  const path = location.pathname;
  const firstPath = useRef(path);

  useEffect(() => {
    if (path !== firstPath.current) {
      firstPath.current = path;
      closeDrawer();
    }
  }, [path]);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="notifications-drawer"
      onClick={(e) => e.target === e.currentTarget && closeDrawer()}
    >
      <div
        ref={panel}
        className="notifications-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onTouchStart={(e) => {
          const touch = e.touches[0];
          touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(e) => {
          const start = touchStart.current;
          const touch = e.changedTouches[0];
          touchStart.current = null;
          if (!start || !touch) return;
          // The panel sits at the reading end; a swipe towards that edge closes it.
          const dx = towardsEnd(touch.clientX - start.x, pageIsRtl());
          if (dx > DRAWER_SWIPE_CLOSE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y))
            closeDrawer();
        }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 20) loadOlder();
        }}
      >
        <div className="notifications-drawer__bar">
          <h2 id={titleId} className="notifications-drawer__title">
            {t('notifications.drawer')}
          </h2>
          <CloseButton label={t('notifications.close')} onClick={closeDrawer} size={22} />
        </div>
        <NotificationsPanel heading={false} />
      </div>
    </div>
  );
}
