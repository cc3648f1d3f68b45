import { Check } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useModalStore } from '../modals';
import { usePreference, usePreferencesStore } from '../../core/preferences/preferences';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { replyChoiceInForce, replyChoices } from '../../core/instance/replyChoices';
import { nextMenuIndex } from './menuKeys';

/**
 * The quick settings' open menu (document 2 §2), its own chunk: a visitor who never opens it
 * does not download it (issue 28). Focus goes to its first item once it is on screen.
 */
export default function QuickSettingsMenu({
  id,
  signedIn,
  toggle,
  onClose,
}: {
  id: string;
  signedIn: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  /** Closes the menu; `refocus` puts focus back on the toggle. */
  onClose: (refocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  const set = usePreferencesStore((s) => s.set);
  const server = useServerFeatures();
  const replyVisibility = replyChoiceInForce(usePreference('replyVisibility'), server);
  const replies = replyChoices(server);
  const showRepeats = usePreference('showRepeats');
  const hideAttachments = usePreference('hideAttachments');
  const hideFilteredStatuses = usePreference('hideFilteredStatuses');

  const items = () => [
    ...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
  ];

  useLayoutEffect(() => {
    items()[0]?.focus();
    // A press anywhere else closes the menu, leaving focus where the press put it.
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [onClose, toggle]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
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
    <div
      ref={menu}
      id={id}
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
            {replies.map((choice) => (
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
          onClose(false);
          useModalStore.getState().open('settings');
        }}
      >
        {t('timeline.quick.all_settings')}
      </MenuItem>
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
