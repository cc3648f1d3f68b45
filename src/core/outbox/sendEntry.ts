import type { QueryClient } from '@tanstack/react-query';
import {
  postStatus,
  reactToStatus,
  toggleStatus,
  unreactToStatus,
  updateStatus,
  votePoll,
  type Status,
} from '../../api';
import { api } from '../client';
import { statusKey, storeStatus } from '../statusCache';
import type { OutboxEntry } from './outboxRules';

/** What the outbox does with a published post beyond storing it (the app fills this in). */
export type AfterPost = (queryClient: QueryClient, status: Status) => void;

/** A repeat answers with the new repeat; the status itself is inside it. */
function statusOf(answer: Status, id: string): Status {
  if (answer.id !== id && answer.retweeted_status?.id === id) return answer.retweeted_status;
  return answer;
}

/** Sends one entry and puts the server's answer in the cache; throws what the call threw. */
export async function sendEntry(
  entry: OutboxEntry,
  queryClient: QueryClient,
  afterPost: AfterPost,
): Promise<void> {
  const action = entry.action;
  switch (action.kind) {
    case 'post': {
      const status = await postStatus(api, action.post, action.idempotencyKey);
      storeStatus(queryClient, status);
      afterPost(queryClient, status);
      return;
    }
    case 'edit':
      storeStatus(queryClient, await updateStatus(api, action.statusId, action.edit));
      return;
    case 'toggle': {
      const answer = await toggleStatus(api, action.statusId, action.toggle);
      storeStatus(queryClient, statusOf(answer, action.statusId));
      return;
    }
    case 'react': {
      const call = action.add ? reactToStatus : unreactToStatus;
      storeStatus(queryClient, await call(api, action.statusId, action.emoji));
      return;
    }
    case 'vote': {
      const poll = await votePoll(api, action.pollId, action.choices);
      queryClient.setQueryData<Status>(statusKey(action.statusId), (s) => (s ? { ...s, poll } : s));
      return;
    }
  }
}
