import type { Relationship, User } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { usePreference } from '../../core/preferences/preferences';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { followButtonState, followClickAction } from './followButton';
import type { useConfirmation } from './useConfirmation';
import type { useRelationshipActions } from './useRelationshipActions';

interface FollowButtonProps {
  user: User;
  relationship: Relationship | null;
  actions: ReturnType<typeof useRelationshipActions>;
  confirm: ReturnType<typeof useConfirmation>['confirm'];
}

/** Document 2 §4: idle, in progress, following, requested, or disabled (deactivated). */
export function FollowButton({ user, relationship, actions, confirm }: FollowButtonProps) {
  const { t } = useTranslation();
  const modalOnUnfollow = usePreference('modalOnUnfollow');
  const needsServer = useNeedsServer();
  const state = followButtonState({
    relationship,
    inProgress: actions.busy === 'follow',
    deactivated: user.deactivated,
  });
  const label =
    state === 'following'
      ? t('user_card.following')
      : state === 'requested'
        ? t('user_card.requested')
        : state === 'inProgress'
          ? t('user_card.follow_progress')
          : state === 'disabled'
            ? t('user_card.follow_unavailable')
            : relationship?.followed_by
              ? t('user_card.follow_back')
              : t('user_card.follow');
  const hint =
    state === 'following'
      ? t('user_card.following_hint')
      : state === 'requested'
        ? t('user_card.requested_hint')
        : undefined;
  const onClick = () => {
    const action = followClickAction(state);
    if (action === 'follow') void actions.follow();
    if (action === 'unfollow') confirm('unfollow', modalOnUnfollow, () => void actions.unfollow());
  };
  return (
    <button
      type="button"
      className={`button ${state === 'idle' ? 'button--primary' : ''} user-card__follow`}
      aria-pressed={state === 'following' || state === 'requested'}
      aria-busy={state === 'inProgress'}
      disabled={state === 'disabled' || state === 'inProgress' || needsServer !== undefined}
      title={needsServer ?? hint}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
