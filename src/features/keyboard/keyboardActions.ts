import { usePostModal } from '../composer';
import { useSessionStore } from '../../core/session/sessionStore';
import { IDLE, readKey, type KeymapState, type ShortcutAction } from './keymap';
import { currentStatus, moveStatus, statusControl } from './statusNavigation';

/**
 * What each shortcut does (issue 17). Loaded on the first key press, not with the first
 * visit (budget).
 */

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

export interface ShortcutDeps {
  navigate: (to: string) => void;
  openHelp: () => void;
}

/** A keydown listener for the document, with its own memory of an unfinished chord. */
export function createShortcutHandler({ navigate, openHelp }: ShortcutDeps) {
  let state: KeymapState = IDLE;

  const run = (action: ShortcutAction): boolean => {
    switch (action) {
      case 'next':
        return moveStatus(1);
      case 'previous':
        return moveStatus(-1);
      case 'help':
        openHelp();
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

  return (event: KeyboardEvent): void => {
    // A modal is open: keys belong to it (its own Escape closes it).
    if (event.defaultPrevented || document.querySelector('dialog:modal')) {
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
    if (result.action && run(result.action)) event.preventDefault();
  };
}
