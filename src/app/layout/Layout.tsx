import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { ReactNode } from 'react';
import { useLayoutStore } from '../../core/layout/layoutStore';
import { useStopGifsSetting } from '../../features/media/useStopGifsSetting';
import { NoticeList } from '../../features/notices/NoticeList';
import { LogoutConfirmation } from '../../features/session/LogoutConfirmation';
import { useLogout } from '../../features/session/useLogout';
import { DesktopNav } from './DesktopNav';
import { MobileNavBar } from './MobileNavBar';
import { ModalHost } from './ModalHost';
import { ComposerMounts } from '../../features/composer/ComposerMounts';
import { OfflineBanner } from './OfflineBanner';
import { ScrollToTop } from './ScrollToTop';
import { PageKeeper } from './PageKeeper';
import { KeyboardShortcuts } from '../../features/keyboard/KeyboardShortcuts';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { ColumnBoundary } from '../../ui/ColumnBoundary';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { AppCrash } from '../AppCrash';
import { Sidebar } from './Sidebar';
import { SidebarPostForm } from '../../features/composer/SidebarPostForm';
import { NotificationsSlot } from '../../features/notifications/NotificationsMounts';
import {
  openNotificationsDrawer,
  useNotificationBadge,
} from '../../features/notifications/badgeStore';
import { useNavModel } from './useNavModel';
import './layout.css';

const loadDrawer = () => import('./SideDrawer');

/** App layout (document 1 §2) inside the app-level error boundary: nothing blanks the page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<AppCrash />}>
      <Columns>{children}</Columns>
    </ErrorBoundary>
  );
}

/** Sidebar, main column and the notifications column, each in its own error boundary. */
function Columns({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const type = useLayoutStore((s) => s.type);
  useStopGifsSetting();
  const model = useNavModel();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const mobile = type === 'mobile';
  const logout = useLogout();
  const unseenNotifications = useNotificationBadge((s) => s.unseen);
  // The drawer's code arrives on the first tap of the menu button, not with the first visit.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const openDrawer = () => {
    setDrawerWanted(true);
    setDrawerOpen(true);
  };

  return (
    <div className={`app app--${type}`}>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      {mobile ? (
        <MobileNavBar
          model={model}
          drawerOpen={drawerOpen}
          onOpenDrawer={openDrawer}
          hasUnseenNotifications={unseenNotifications > 0}
          onOpenNotifications={openNotificationsDrawer}
        />
      ) : (
        <DesktopNav model={model} onLogout={logout.request} />
      )}
      <div className="columns">
        {!mobile && (
          <ColumnBoundary>
            <Sidebar model={model} />
          </ColumnBoundary>
        )}
        <main id="main" className="main-column" tabIndex={-1}>
          {/* Notices take their room above the page, so they never cover its controls (issue 24). */}
          <OfflineBanner />
          <NoticeList />
          {/* Each page in an error boundary keyed by its path: after a fault, another page starts
              afresh. The path is read there, not by the columns: the whole shell re-rendered on
              every navigation when it was (issue 28). */}
          <PageKeeper>{children}</PageKeeper>
        </main>
        <ColumnBoundary>
          <NotificationsSlot part="column" />
        </ColumnBoundary>
        <ColumnBoundary>
          <SidebarPostForm placement="column" />
        </ColumnBoundary>
      </div>
      {mobile && drawerWanted && (
        <LazyChunk
          name="drawer"
          load={loadDrawer}
          render={(m) => (
            <m.SideDrawer
              model={model}
              open={drawerOpen}
              onClose={closeDrawer}
              onLogout={() => {
                closeDrawer();
                logout.request();
              }}
            />
          )}
        />
      )}
      <NotificationsSlot part="runtime" unreadAnnouncements={model.unreadAnnouncements} />
      <ModalHost />
      <ComposerMounts />
      <KeyboardShortcuts />
      <LogoutConfirmation control={logout} />
    </div>
  );
}
