import type { QueryClient } from '@tanstack/react-query';
import {
  openStreamConnection,
  streamUrl,
  type StreamConnection,
  type StreamEvent,
  type StreamSpec,
  type StreamStep,
} from '../../api/streaming';
import type { Notification, Status } from '../../api';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { statusKey, storeStatus } from '../../core/statusCache';
import { queryRelationship, relationshipKey } from '../../core/relationships/relationshipCache';
import type { readPreference } from './readPreference';
import { followStateNeeded } from './replyFollowRule';
import { replyChoiceInForce } from '../../core/instance/replyChoices';
import { createStreamNotices, type StreamNotices } from './streamNotices';

/**
 * One socket per stream, shared by every timeline that reads it (loaded on demand: only
 * signed-in users stream). Events write the query cache first, so every view of a status
 * updates, then new ids are offered to the timelines listening on that stream.
 */

export interface StreamListener {
  onNewStatus: (id: string) => void;
  onDelete: (id: string) => void;
  onStep: (step: StreamStep) => void;
  /** The reader's preferences (passed in: importing them here would split them off the first visit). */
  readPreference?: typeof readPreference;
}

interface OpenStream {
  /** Null only while the connection is being opened. */
  connection: StreamConnection | null;
  notices: StreamNotices;
  listeners: Set<StreamListener>;
  lastStep: StreamStep | null;
  /** Offers to the timelines, in the order the events came, after any follow look-up. */
  offers: Promise<void>;
}

const streams = new Map<string, OpenStream>();
const notificationListeners = new Set<(notification: Notification) => void>();

/** For the notifications area: every notification that arrives on any user stream. */
export function onStreamNotification(listener: (n: Notification) => void): () => void {
  notificationListeners.add(listener);
  return () => notificationListeners.delete(listener);
}

function markDeleted(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData<Status>(statusKey(id), (old) => (old ? { ...old, deleted: true } : old));
}

/**
 * Whether a streamed status goes to the timelines: under 'following' reply visibility a reply
 * goes only when the viewer follows the account it answers (what the server does for pages).
 * When the look-up fails the reply is kept, as the status view can still be read.
 */
async function offered(
  queryClient: QueryClient,
  open: OpenStream,
  status: Status,
): Promise<boolean> {
  const visibility = [...open.listeners]
    .find((l) => l.readPreference)
    ?.readPreference?.('replyVisibility');
  if (!visibility) return true;
  // Before the instance is read, only the plain Mastodon API is assumed.
  const server = useInstanceStore.getState().settings?.supports ?? { pleromaApi: false };
  const viewerId = useSessionStore.getState().user?.id ?? null;
  const target = followStateNeeded(status, replyChoiceInForce(visibility, server), viewerId);
  if (target === null) return true;
  try {
    const relationship = await queryClient.fetchQuery({
      queryKey: relationshipKey(target),
      queryFn: () => queryRelationship(target),
      staleTime: 60_000,
    });
    return relationship.following;
  } catch {
    return true;
  }
}

function offer(open: OpenStream, step: () => Promise<void> | void): void {
  open.offers = open.offers.then(step, step);
}

function handleEvent(queryClient: QueryClient, open: OpenStream, event: StreamEvent): void {
  switch (event.kind) {
    case 'update':
    case 'conversation': {
      const status = event.status;
      storeStatus(queryClient, status);
      offer(open, async () => {
        if (!(await offered(queryClient, open, status))) return;
        for (const listener of open.listeners) listener.onNewStatus(status.id);
      });
      return;
    }
    case 'status.update':
      storeStatus(queryClient, event.status);
      return;
    case 'delete':
      markDeleted(queryClient, event.id);
      offer(open, () => {
        for (const listener of open.listeners) listener.onDelete(event.id);
      });
      return;
    case 'notification':
      if (event.notification.status) storeStatus(queryClient, event.notification.status);
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
      for (const listener of notificationListeners) listener(event.notification);
      return;
    case 'filters_changed':
      void queryClient.invalidateQueries({ queryKey: ['filters'] });
      return;
    case 'unknown':
      return;
  }
}

export function subscribeStream(
  queryClient: QueryClient,
  spec: StreamSpec,
  listener: StreamListener,
): () => void {
  const key = JSON.stringify(spec);
  let open = streams.get(key);
  if (!open) {
    const created: OpenStream = {
      listeners: new Set(),
      lastStep: null,
      offers: Promise.resolve(),
      connection: null,
      notices: createStreamNotices(pushNotice),
    };
    streams.set(key, created);
    created.connection = openStreamConnection({
      // Read at each (re)connect, so a new token after sign-in is used.
      url: () => streamUrl(api.baseUrl, spec, useSessionStore.getState().token),
      onEvent: (event) => handleEvent(queryClient, created, event),
      textPing: () => useInstanceStore.getState().settings?.supports.streamingTextPing ?? false,
      onStep: (step) => {
        created.lastStep = step;
        created.notices.onStep(step);
        for (const l of created.listeners) l.onStep(step);
      },
    });
    open = created;
  }
  open.listeners.add(listener);
  if (open.lastStep) listener.onStep(open.lastStep);
  const current = open;
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.connection?.close();
      current.notices.dispose();
      streams.delete(key);
    }
  };
}
