import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  changeRelationship,
  emptyRelationship,
  isApiError,
  setDomainMuted,
  setSubscribed,
  type Relationship,
  type Status,
  type User,
} from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { accountKey, statusKey } from '../../core/statusCache';
import { dropIds, heldPagedList } from '../../core/feed';
import { controllersOf } from '../timeline';
import { followWithRecheck } from './followButton';
import { peopleKey } from './peopleList';
import {
  loadRelationship,
  relationshipKey,
  storeRelationship,
} from '../../core/relationships/relationshipCache';

export type RelationshipBusy =
  'follow' | 'subscribe' | 'mute' | 'block' | 'reblogs' | 'domain' | 'removeFollower' | null;

/** The domain part of a remote user's acct; null for local users. */
export function domainOf(user: Pick<User, 'screen_name'>): string | null {
  const at = user.screen_name.indexOf('@');
  return at === -1 ? null : user.screen_name.slice(at + 1);
}

/**
 * Everything a signed-in user can do to another account (document 2 §4, §6). Each call
 * stores the relationship the server answers, so every card of the user agrees.
 */
export function useRelationshipActions(user: User) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<RelationshipBusy>(null);
  const current = () =>
    queryClient.getQueryData<Relationship>(relationshipKey(user.id)) ??
    user.relationship ??
    emptyRelationship(user.id);

  async function run(kind: Exclude<RelationshipBusy, null>, call: () => Promise<Relationship>) {
    setBusy(kind);
    try {
      const relationship = await call();
      storeRelationship(queryClient, relationship);
      return relationship;
    } catch (error) {
      const text = isApiError(error)
        ? (error.serverMessage ?? t(error.messageKey, error.messageArgs))
        : String(error);
      pushNotice({
        level: 'error',
        messageKey: 'user_card.action_failed',
        messageArgs: { error: text },
        timeout: 5000,
      });
      return null;
    } finally {
      setBusy(null);
    }
  }

  /** Document 2 §4: after unfollowing, the person's posts leave the home timeline. */
  function dropFromHome(): void {
    const theirs = (id: string) =>
      queryClient.getQueryData<Status>(statusKey(id))?.user.id === user.id;
    for (const controller of controllersOf('friends'))
      controller.apply((state) => dropIds(state, theirs));
  }

  /** A removed follower leaves one's own followers list and count. */
  function dropFromOwnFollowers(): void {
    const viewer = useSessionStore.getState().user;
    if (!viewer) return;
    heldPagedList(peopleKey('followers', viewer.id, viewer.id))?.apply((state) =>
      dropIds(state, (id) => id === user.id),
    );
    queryClient.setQueryData<User>(
      accountKey(viewer.id),
      (own) => own && { ...own, followers_count: Math.max(0, own.followers_count - 1) },
    );
  }

  return {
    busy,
    follow: () =>
      run('follow', () =>
        followWithRecheck(
          () => changeRelationship(api, user.id, 'follow'),
          async () => (await loadRelationship(user.id)) ?? emptyRelationship(user.id),
          user.locked,
        ),
      ),
    unfollow: async () => {
      const result = await run('follow', () => changeRelationship(api, user.id, 'unfollow'));
      if (result && !result.following) dropFromHome();
      return result;
    },
    setSubscribed: (on: boolean) => run('subscribe', () => setSubscribed(api, user.id, on)),
    setMuted: (on: boolean) =>
      run('mute', () => changeRelationship(api, user.id, on ? 'mute' : 'unmute')),
    setBlocked: async (on: boolean) => {
      const result = await run('block', () =>
        changeRelationship(api, user.id, on ? 'block' : 'unblock'),
      );
      if (result?.blocking) dropFromHome();
      return result;
    },
    /** Following again with `reblogs` changes only whether their repeats show. */
    setShowingReblogs: (on: boolean) =>
      run('reblogs', () => changeRelationship(api, user.id, 'follow', { reblogs: on })),
    removeFollower: async () => {
      const result = await run('removeFollower', () =>
        changeRelationship(api, user.id, 'remove_from_followers'),
      );
      if (result && !result.followed_by) dropFromOwnFollowers();
      return result;
    },
    setDomainMuted: (on: boolean) => {
      const domain = domainOf(user);
      if (!domain) return Promise.resolve(null);
      return run('domain', async () => {
        await setDomainMuted(api, domain, on);
        return { ...current(), domain_blocking: on };
      });
    },
  };
}
