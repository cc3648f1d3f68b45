import type { QueryClient } from '@tanstack/react-query';
import { deleteStatus, reactToStatus, toggleStatus, unreactToStatus, type Status } from '../../api';
import { api } from '../../core/client';
import { enqueueAction } from '../../core/outbox/outbox';
import {
  isNetworkFailure,
  type OutboxAction,
  type OutboxToggle,
} from '../../core/outbox/outboxRules';
import { hasWaiting } from '../../core/outbox/outboxStore';
import { runOptimistic } from './optimisticStatus';
import type { StatusAction } from './statusErrorStore';
import { toggleReaction } from './toggleReaction';

/**
 * Every action on a status as a plain function, optimistic first (document 2 §4). `status` is
 * the copy the control shows, which decides the direction of each toggle. Kept out of
 * the first screen's bundle: visitors never act, and signed-in users load it with the action bar.
 */
export function statusActionRunners(
  queryClient: QueryClient,
  status: Status,
  viewerId: string,
  /** The control's own copy of the change, shown before the cache's (`useEarlyPatch`). */
  paint?: (changes: Partial<Status>) => void,
) {
  const id = status.id;
  const run = (
    action: StatusAction,
    patch: (s: Status) => Partial<Status>,
    call: () => Promise<Status | void>,
    kept?: OutboxAction,
  ) => {
    // On the copy the control shows; the cache's copy is patched after the frame.
    paint?.(patch(status));
    if (!kept) return runOptimistic(queryClient, id, action, patch, call);
    // Offline, or behind actions still waiting: the outbox keeps it, in order (issue 27).
    if (!navigator.onLine || hasWaiting()) return enqueueAction(kept).then(() => true);
    return runOptimistic(queryClient, id, action, patch, call, (error) => {
      if (!isNetworkFailure(error)) return false;
      void enqueueAction(kept);
      return true;
    });
  };
  const toggle = (toggle: OutboxToggle): OutboxAction => ({ kind: 'toggle', statusId: id, toggle });
  return {
    favourite: () =>
      run(
        status.favorited ? 'unfavourite' : 'favourite',
        (s) => ({
          favorited: !s.favorited,
          fave_num: Math.max(0, s.fave_num + (s.favorited ? -1 : 1)),
        }),
        () => toggleStatus(api, id, status.favorited ? 'unfavourite' : 'favourite'),
        toggle(status.favorited ? 'unfavourite' : 'favourite'),
      ),
    repeat: () =>
      run(
        status.repeated ? 'unrepeat' : 'repeat',
        (s) => ({
          repeated: !s.repeated,
          repeat_num: Math.max(0, s.repeat_num + (s.repeated ? -1 : 1)),
        }),
        () => toggleStatus(api, id, status.repeated ? 'unreblog' : 'reblog'),
        toggle(status.repeated ? 'unreblog' : 'reblog'),
      ),
    bookmark: () =>
      run(
        status.bookmarked ? 'unbookmark' : 'bookmark',
        (s) => ({ bookmarked: !s.bookmarked }),
        () => toggleStatus(api, id, status.bookmarked ? 'unbookmark' : 'bookmark'),
        toggle(status.bookmarked ? 'unbookmark' : 'bookmark'),
      ),
    pin: () =>
      run(
        status.pinned ? 'unpin' : 'pin',
        (s) => ({ pinned: !s.pinned }),
        () => toggleStatus(api, id, status.pinned ? 'unpin' : 'pin'),
      ),
    muteConversation: () =>
      run(
        status.thread_muted ? 'unmute_conversation' : 'mute_conversation',
        (s) => ({ thread_muted: !s.thread_muted, muted: !s.thread_muted }),
        () => toggleStatus(api, id, status.thread_muted ? 'unmute' : 'mute'),
      ),
    /** Marks the status deleted at once (document 2 §4). */
    remove: () =>
      run(
        'delete',
        () => ({ deleted: true }),
        () => deleteStatus(api, id),
      ),
    react: (emoji: { name: string; url: string | null }, add: boolean) =>
      run(
        add ? 'react' : 'unreact',
        (s) => ({ emoji_reactions: toggleReaction(s.emoji_reactions, emoji, add, viewerId) }),
        () => (add ? reactToStatus(api, id, emoji.name) : unreactToStatus(api, id, emoji.name)),
        { kind: 'react', statusId: id, emoji: emoji.name, url: emoji.url, add },
      ),
  };
}

export type StatusActions = ReturnType<typeof statusActionRunners>;
