import type { Relationship } from '../../api/entities';

/** Document 2 §4: the follow button's states. */
export type FollowButtonState = 'idle' | 'inProgress' | 'following' | 'requested' | 'disabled';

export const FOLLOW_RECHECK_TIMES = 3;
export const FOLLOW_RECHECK_MS = 500;

export function followButtonState(input: {
  relationship: Pick<Relationship, 'following' | 'requested'> | null;
  inProgress: boolean;
  deactivated: boolean;
}): FollowButtonState {
  if (input.deactivated) return 'disabled';
  if (input.inProgress) return 'inProgress';
  if (input.relationship?.following) return 'following';
  if (input.relationship?.requested) return 'requested';
  return 'idle';
}

/** A click while following or requested unfollows (or withdraws); otherwise it follows. */
export function followClickAction(state: FollowButtonState): 'follow' | 'unfollow' | null {
  if (state === 'following' || state === 'requested') return 'unfollow';
  if (state === 'idle') return 'follow';
  return null;
}

/**
 * After a follow, a relationship that is neither following nor a request to a locked account
 * may still be on its way (remote servers accept later), so it is asked again.
 */
export function needsRecheck(
  relationship: Pick<Relationship, 'following' | 'requested'>,
  locked: boolean,
): boolean {
  return !relationship.following && !(locked && relationship.requested);
}

/**
 * Follows, then re-fetches the relationship up to 3 times at 500 ms while it still needs a
 * re-check. Returns the last relationship seen.
 */
export async function followWithRecheck<R extends Pick<Relationship, 'following' | 'requested'>>(
  follow: () => Promise<R>,
  refetch: () => Promise<R>,
  locked: boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<R> {
  let relationship = await follow();
  for (let i = 0; i < FOLLOW_RECHECK_TIMES && needsRecheck(relationship, locked); i += 1) {
    await wait(FOLLOW_RECHECK_MS);
    relationship = await refetch();
  }
  return relationship;
}
