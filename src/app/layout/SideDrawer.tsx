import {
  AtSign,
  Info,
  Keyboard,
  List,
  LogIn,
  LogOut,
  Megaphone,
  Search,
  Settings,
  Shield,
  UserPlus,
  Users,
  Wrench,
} from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { pageIsRtl, towardsEnd } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useLocation } from '../../ui/router';
import { useModalStore } from '../../features/modals/modalStore';
import { useShortcutHelp } from '../../features/keyboard/helpStore';
import { useLastTimelineStore } from '../../core/layout/lastTimelineStore';
import { Brand } from './Brand';
import { Badge } from './NavPanel';
import { ADMIN_PATH } from './DesktopNav';
import { TimelineIcon } from './TimelineIcon';
import type { NavModel } from './useNavModel';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { CloseButton } from '../../ui/CloseButton';

// Several accounts (issue 16): the switcher loads once someone is signed in.
const loadAccountSwitcher = () => import('../../features/session/AccountSwitcher');

const SWIPE_CLOSE_PX = 50;

interface SideDrawerProps {
  model: NavModel;
  open: boolean;
  onClose: () => void;
  onLogout?: () => void;
}

function Entry({
  to,
  icon,
  children,
  onNavigate,
}: {
  to: string;
  icon: ReactNode;
  children: ReactNode;
  onNavigate: () => void;
}) {
  return (
    <li>
      <Link to={to} onClick={onNavigate}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

/** The mobile side drawer (document 1 §2): a modal dialog; Escape, the close button or a swipe left closes it. */
export function SideDrawer({ model, open, onClose, onLogout }: SideDrawerProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<number | null>(null);
  const openModal = useModalStore((s) => s.open);
  const lastTimeline = useLastTimelineStore((s) => s.path);
  const { pathname } = useLocation();

  // Opened in the task that draws it: after the paint, a key pressed in the first frame would
  // land on the page behind (the media viewer lost arrows that way).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Any navigation closes the drawer (the first run is the drawer opening, not a navigation).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current !== pathname) onClose();
    shownPath.current = pathname;
  }, [pathname, onClose]);

  const signedIn = model.viewer.signedIn;
  const timelinesPath = lastTimeline ?? (signedIn ? '/main/friends' : '/main/public');
  const showTimelines = signedIn || !model.instance.private;
  const icon = (Icon: typeof Info, className?: string) => (
    <Icon aria-hidden="true" size={20} className={className} />
  );

  return (
    <dialog
      ref={dialogRef}
      id="side-drawer"
      className="side-drawer"
      aria-label={t('nav.menu')}
      onClose={onClose}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (e.target === e.currentTarget) onClose();
      }}
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        // The drawer sits at the reading start; a swipe back towards that edge closes it.
        if (
          start !== null &&
          end !== undefined &&
          towardsEnd(start - end, pageIsRtl()) > SWIPE_CLOSE_PX
        )
          onClose();
        touchStart.current = null;
      }}
    >
      <div className="side-drawer__panel">
        <div className="side-drawer__header">
          <Brand />
          <CloseButton label={t('nav.close_menu')} onClick={onClose} size={22} />
        </div>
        {signedIn && (
          <LazyChunk
            name="account-switcher"
            load={loadAccountSwitcher}
            fallback={null}
            render={(m) => <m.AccountSwitcher onNavigate={onClose} />}
          />
        )}
        <nav aria-label={t('nav.navigation')}>
          <ul className="side-drawer__list">
            {!signedIn && (
              <Entry to="/login" icon={icon(LogIn)} onNavigate={onClose}>
                {t('nav.login')}
              </Entry>
            )}
            {showTimelines && (
              <Entry
                to={timelinesPath}
                icon={<TimelineIcon name={signedIn ? 'friends' : 'public'} size={20} />}
                onNavigate={onClose}
              >
                {t('nav.timelines')}
              </Entry>
            )}
            {model.lists && (
              <Entry to="/lists" icon={icon(List)} onNavigate={onClose}>
                {t('nav.lists')}
              </Entry>
            )}
            {model.interactions && (
              <Entry
                to={`/users/${encodeURIComponent(model.viewer.username)}/interactions`}
                icon={icon(AtSign)}
                onNavigate={onClose}
              >
                {t('nav.interactions')}
              </Entry>
            )}
            {model.friendRequests && (
              <Entry to="/friend-requests" icon={icon(UserPlus)} onNavigate={onClose}>
                {t('nav.friend_requests')}
                <Badge
                  count={model.friendRequestCount}
                  label={t('nav.pending_count', { count: model.friendRequestCount })}
                />
              </Entry>
            )}
            {model.search && (
              <Entry to="/search" icon={icon(Search)} onNavigate={onClose}>
                {t('nav.search')}
              </Entry>
            )}
            {model.whoToFollow && (
              <Entry to="/who-to-follow" icon={icon(Users)} onNavigate={onClose}>
                {t('nav.who_to_follow')}
              </Entry>
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  onClose();
                  openModal('settings');
                }}
              >
                {icon(Settings)}
                {t('nav.settings')}
              </button>
            </li>
            <li>
              <button
                type="button"
                aria-keyshortcuts="?"
                onClick={() => {
                  onClose();
                  useShortcutHelp.getState().setOpen(true);
                }}
              >
                {icon(Keyboard)}
                {t('nav.keyboard_shortcuts')}
              </button>
            </li>
            <Entry to="/about" icon={icon(Info)} onNavigate={onClose}>
              {t('nav.about')}
            </Entry>
            {model.moderation && (
              <li>
                <button
                  type="button"
                  onClick={() => {
                    onClose();
                    openModal('moderation');
                  }}
                >
                  {icon(Shield)}
                  {t('nav.moderation')}
                </button>
              </li>
            )}
            {model.administration && (
              <li>
                <a href={ADMIN_PATH} target="_blank" rel="noopener noreferrer">
                  {icon(Wrench)}
                  {t('nav.administration')}
                </a>
              </li>
            )}
            {model.announcements && (
              <Entry to="/announcements" icon={icon(Megaphone)} onNavigate={onClose}>
                {t('nav.announcements')}
                <Badge
                  count={model.unreadAnnouncements}
                  label={t('nav.unread_count', { count: model.unreadAnnouncements })}
                />
              </Entry>
            )}
            {signedIn && onLogout && (
              <li>
                <button type="button" onClick={onLogout}>
                  {icon(LogOut, 'flip-in-rtl')}
                  {t('nav.logout')}
                </button>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
