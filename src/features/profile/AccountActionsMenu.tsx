import { MoreHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Relationship, User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { usePreference } from '../../core/preferences/preferences';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import type { useConfirmation } from './useConfirmation';
import { domainOf, type useRelationshipActions } from './useRelationshipActions';

interface AccountActionsMenuProps {
  user: User;
  name: string;
  relationship: Relationship;
  actions: ReturnType<typeof useRelationshipActions>;
  confirm: ReturnType<typeof useConfirmation>['confirm'];
  onReport: () => void;
  /**
   * Staff items (the admin menu of document 2 §2) go here when they exist; they are listed
   * after a separator, below the relationship actions.
   */
  staffItems?: ReactNode;
}

/** The account-actions menu of the user card (document 2 §2, §6). */
export function AccountActionsMenu({
  user,
  name,
  relationship,
  actions,
  confirm,
  onReport,
  staffItems,
}: AccountActionsMenuProps) {
  const { t } = useTranslation();
  const modalOnBlock = usePreference('modalOnBlock');
  // Every item here asks the server; offline each says so (issue 27).
  const needsServer = useNeedsServer();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  // Only where the server keeps per-person domain blocks (not GoToSocial; issue 25).
  const domain = useServerFeatures().domainBlocks ? domainOf(user) : null;

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.user-actions__list button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const item = (label: string, run: () => void, disabled = false) => (
    <li>
      <button
        type="button"
        className="menu-item"
        disabled={disabled || needsServer !== undefined}
        title={needsServer}
        onClick={() => {
          setOpen(false);
          run();
        }}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div
      className="user-actions"
      ref={root}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          root.current?.querySelector<HTMLButtonElement>('.user-actions__toggle')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="icon-button user-actions__toggle"
        aria-label={t('user_card.actions', { name })}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <MoreHorizontal aria-hidden="true" size={20} />
      </button>
      {open && (
        <ul className="user-actions__list">
          {relationship.following &&
            item(
              relationship.showing_reblogs
                ? t('user_card.hide_repeats')
                : t('user_card.show_repeats'),
              () => void actions.setShowingReblogs(!relationship.showing_reblogs),
            )}
          {relationship.followed_by &&
            item(t('user_card.remove_follower'), () =>
              confirm('remove_follower', true, () => void actions.removeFollower()),
            )}
          {relationship.blocking
            ? item(t('user_card.unblock'), () => void actions.setBlocked(false))
            : item(
                t('user_card.block'),
                () => confirm('block', modalOnBlock, () => void actions.setBlocked(true)),
                user.deactivated,
              )}
          {domain &&
            item(
              relationship.domain_blocking
                ? t('user_card.unmute_domain', { domain })
                : t('user_card.mute_domain', { domain }),
              () => void actions.setDomainMuted(!relationship.domain_blocking),
            )}
          {item(t('user_card.report'), onReport)}
          {staffItems && (
            <>
              <li role="separator" className="user-actions__separator" />
              {staffItems}
            </>
          )}
        </ul>
      )}
    </div>
  );
}
