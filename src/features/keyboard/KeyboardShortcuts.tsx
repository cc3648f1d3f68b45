import { useEffect } from 'react';
import { useNavigate } from '../../lib/router';
import { LazyChunk } from '../../ui/chunk/LazyChunk';
import { ensureLiveRegion } from '../../ui/liveAnnouncer';
import { usePostModal } from '../composer/postModalStore';
import { useSessionStore } from '../session/sessionStore';
import { useShortcutHelp } from './helpStore';
import { IDLE, readKey, type KeymapState, type ShortcutAction } from './keymap';
import { currentStatus, moveStatus, statusControl } from './statusNavigation';

const loadHelp = () => import('./ShortcutHelp');

/** Where g then a key goes; notifications need the viewer's name. */
function goPath(action: ShortcutAction, username: string | null): string | null {
  switch (action) {
    case 'goHome':
      return '/main/friends';
    case 'goNotifications':
      return username ? `/${encodeURIComponent(username)}/notifications` : '/main/friends';
    case 'goLocal':
      return '/main/public';
    case 'goFederated':
      return '/main/all';
    case 'goBookmarks':
      return '/bookmarks';
    default:
      return null;
  }
}

/** Status shortcuts press the status's own visible control, so both always do the same. */
const STATUS_CONTROLS: Partial<Record<ShortcutAction, string>> = {
  open: 'open',
  reply: 'reply',
  favourite: 'favourite',
  repeat: 'repeat',
  react: 'react',
  toggleContent: 'content',
  toggleMedia: 'media',
  profile: 'profile',
};

function runOnStatus(action: ShortcutAction): boolean {
  const article = currentStatus();
  if (!article) return false;
  if (action === 'mention') {
    const acct = article.dataset['authorAcct'];
    if (!acct) return false;
    usePostModal.getState().open({ mode: 'new', initialText: `@${acct} ` });
    return true;
  }
  const name = STATUS_CONTROLS[action];
  const control = name ? statusControl(article, name) : null;
  if (!control || control.matches(':disabled')) return false;
  // An open reply form is returned to rather than closed: its text stays.
  if (action === 'reply' && control.getAttribute('aria-expanded') === 'true') {
    const field = article.querySelector<HTMLElement>('.status__inline-form textarea');
    if (field) {
      field.focus();
      return true;
    }
  }
  control.click();
  return true;
}

/** A modal is open: keys belong to it (its own Escape closes it). */
const modalOpen = () => document.querySelector('dialog:modal') !== null;

/** The app's keyboard shortcuts (issue 17), listened for once on the document. */
export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const helpOpen = useShortcutHelp((s) => s.open);
  const setHelpOpen = useShortcutHelp((s) => s.setOpen);

  useEffect(() => {
    ensureLiveRegion();
    let state: KeymapState = IDLE;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || modalOpen()) {
        state = IDLE;
        return;
      }
      const result = readKey(
        state,
        {
          key: event.key,
          ctrlKey: event.ctrlKey,
          altKey: event.altKey,
          metaKey: event.metaKey,
          isComposing: event.isComposing,
          target: event.target instanceof HTMLElement ? event.target : null,
        },
        Date.now(),
      );
      state = result.state;
      const action = result.action;
      if (!action || !run(action)) return;
      event.preventDefault();
    };

    const run = (action: ShortcutAction): boolean => {
      switch (action) {
        case 'next':
          return moveStatus(1);
        case 'previous':
          return moveStatus(-1);
        case 'help':
          setHelpOpen(true);
          return true;
        case 'newPost': {
          if (!useSessionStore.getState().user) return false;
          // The sidebar's form is the visible one on wide layouts; the modal elsewhere.
          const field = document.querySelector<HTMLElement>('.sidebar-composer textarea');
          if (field) field.focus();
          else usePostModal.getState().open({ mode: 'new' });
          return true;
        }
        case 'search': {
          const button = document.querySelector<HTMLElement>('[data-shortcut="search"]');
          if (button) button.click();
          else navigate('/search');
          return true;
        }
        case 'close': {
          // Out of a status's reply form or menu, back to the status; the form keeps its text.
          const article = currentStatus();
          const active = document.activeElement;
          if (!article || active === article || !article.contains(active)) return false;
          article.focus({ preventScroll: true });
          return true;
        }
        // The timeline listens for '.' itself (document 2 §2); it is listed here for the help.
        case 'showNew':
          return false;
        default: {
          const path = goPath(action, useSessionStore.getState().user?.screen_name ?? null);
          if (path) {
            navigate(path);
            return true;
          }
          return runOnStatus(action);
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, setHelpOpen]);

  if (!helpOpen) return null;
  return (
    <LazyChunk
      name="shortcut-help"
      load={loadHelp}
      fallback={null}
      render={(m) => <m.ShortcutHelp onClose={() => setHelpOpen(false)} />}
    />
  );
}
