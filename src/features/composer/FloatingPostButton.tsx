import { PenSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLayoutStore } from '../../core/layout/layoutStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { useInlineForms } from './inlineFormsStore';
import { usePostModal } from './postModalStore';
import {
  FLOATING_BUTTON_THROTTLE_MS,
  floatingButtonVisible,
  throttle,
} from './rules/floatingButton';
import './floatingPostButton.css';

/**
 * The floating new-post button (document 1 §2, signed in): on mobile layouts, or everywhere
 * with the always-show setting; hides while scrolling down when autohide is on and when an
 * on-screen keyboard is likely open; absent while the post modal or an inline reply or
 * quote form is open, whose controls it would cover.
 */
export function FloatingPostButton() {
  const { t } = useTranslation();
  const signedIn = useSessionStore((s) => s.user !== null);
  const { width, height, type } = useLayoutStore();
  const alwaysShow = usePreference('alwaysShowNewPostButton');
  const autohide = usePreference('autohideFloatingPostButton');
  const modalOpen = usePostModal((s) => s.request !== null);
  // An inline reply or quote form ends in a Post button the floating one would sit on.
  const inlineFormOpen = useInlineForms((s) => s.open > 0);
  const [scrolledDown, setScrolledDown] = useState(false);

  useEffect(() => {
    if (!autohide) return;
    let last = window.scrollY;
    const onScroll = throttle(() => {
      const y = window.scrollY;
      setScrolledDown(y > last);
      last = y;
    }, FLOATING_BUTTON_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [autohide]);

  if (!signedIn || modalOpen || inlineFormOpen || (type !== 'mobile' && !alwaysShow)) return null;
  const visible = floatingButtonVisible({ width, height, alwaysShow, autohide, scrolledDown });
  return (
    <button
      type="button"
      className={`floating-post-button${visible ? '' : ' is-hidden'}`}
      aria-label={t('new_post.button')}
      title={t('new_post.button')}
      tabIndex={visible ? 0 : -1}
      aria-hidden={visible ? undefined : true}
      onClick={() => usePostModal.getState().open({ mode: 'new' })}
    >
      <PenSquare aria-hidden="true" size={24} />
    </button>
  );
}
