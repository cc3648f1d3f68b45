import { Check, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useModalStore } from '../modals';
import { useViewer } from '../../core/session/sessionStore';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { nextMenuIndex } from './menuKeys';

const REPLY_CHOICES = ['all', 'following', 'self'] as const;

/**
 * The timeline header's quick settings (document 2 §2): the same preferences the settings
 * modal shows, a click away. Reply visibility needs a viewer, so visitors see the rest.
 */
export function QuickSettings() {
  const { t } = useTranslation();
  const { signedIn } = useViewer();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const set = usePreferencesStore((s) => s.set);
  const replyVisibility = usePreference('replyVisibility');
  const showRepeats = usePreference('showRepeats');
  const hideAttachments = usePreference('hideAttachments');
  const hideFilteredStatuses = usePreference('hideFilteredStatuses');

  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    // A press anywhere else closes the menu, leaving focus where the press put it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const all = items();
    const next = nextMenuIndex(
      event.key,
      all.indexOf(document.activeElement as HTMLElement),
      all.length,
    );
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
  };

  return (
    <div className="quick-settings">
      <button
        ref={toggle}
        type="button"
        className="button quick-settings__toggle"
        aria-label={t('timeline.quick.button')}
        title={t('timeline.quick.button')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <SlidersHorizontal size={18} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('timeline.quick.button')}
          className="quick-settings__menu"
          onKeyDown={onKeyDown}
        >
          {signedIn && (
            <>
              <div role="group" aria-label={t('timeline.quick.replies')}>
                <div className="quick-settings__label" aria-hidden="true">
                  {t('timeline.quick.replies')}
                </div>
                {REPLY_CHOICES.map((choice) => (
                  <MenuItem
                    key={choice}
                    role="menuitemradio"
                    checked={replyVisibility === choice}
                    onClick={() => set({ replyVisibility: choice })}
                  >
                    {t(`timeline.quick.replies_${choice}`)}
                  </MenuItem>
                ))}
              </div>
              <div role="separator" className="quick-settings__separator" />
            </>
          )}
          <MenuItem
            role="menuitemcheckbox"
            checked={showRepeats}
            onClick={() => set({ showRepeats: !showRepeats })}
          >
            {t('timeline.quick.show_repeats')}
          </MenuItem>
          <MenuItem
            role="menuitemcheckbox"
            checked={hideAttachments}
            onClick={() => set({ hideAttachments: !hideAttachments })}
          >
            {t('timeline.quick.hide_media')}
          </MenuItem>
          <MenuItem
            role="menuitemcheckbox"
            checked={hideFilteredStatuses}
            onClick={() => set({ hideFilteredStatuses: !hideFilteredStatuses })}
          >
            {t('timeline.quick.hide_muted')}
          </MenuItem>
          <div role="separator" className="quick-settings__separator" />
          <MenuItem
            role="menuitem"
            onClick={() => {
              close(false);
              useModalStore.getState().open('settings');
            }}
          >
            {t('timeline.quick.all_settings')}
          </MenuItem>
        </div>
      )}
    </div>
  );
}

function MenuItem({
  role,
  checked,
  onClick,
  children,
}: {
  role: 'menuitem' | 'menuitemcheckbox' | 'menuitemradio';
  checked?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={role === 'menuitem' ? undefined : checked}
      tabIndex={-1}
      className="menu-item quick-settings__item"
      onClick={onClick}
    >
      <span className="quick-settings__mark" aria-hidden="true">
        {checked && <Check size={16} />}
      </span>
      {children}
    </button>
  );
}
