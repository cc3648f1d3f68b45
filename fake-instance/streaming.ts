import type { InstanceConfig } from './config.js';
import type { RenderContext } from './render/context.js';
import { renderStatus } from './render/status.js';
import { asMastodonText } from './mastodonBody.js';
import { asGotosocialText } from './gotosocial/body.js';
import type { AccountRecord, StatusRecord, Store } from './store.js';
import { byMutedAccount } from './visibility.js';
import {
  inDirect,
  inHome,
  inList,
  inPublic,
  inTag,
  visitorBlocked,
  type StatusPredicate,
} from './timelines.js';

/**
 * The streaming side of the fake instance: who is listening to which stream, and the
 * Mastodon wire protocol, `{"event": kind, "payload": string}` text frames, where the payload
 * is itself JSON (a status, a notification) or a bare id (delete).
 */

export type StreamName =
  | 'user'
  | 'user:notification'
  | 'public'
  | 'public:local'
  | 'public:remote'
  | 'public:media'
  | 'public:local:media'
  | 'hashtag'
  | 'hashtag:local'
  | 'list'
  | 'direct'
  | 'bubble';

const STREAM_NAMES: readonly StreamName[] = [
  'user',
  'user:notification',
  'public',
  'public:local',
  'public:remote',
  'public:media',
  'public:local:media',
  'hashtag',
  'hashtag:local',
  'list',
  'direct',
  'bubble',
];

export interface StreamRequest {
  stream: StreamName;
  tag?: string;
  list?: string;
}

/** The part of a `ws` socket the hub uses (the package ships no types of its own). */
export interface StreamSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'close', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer) => void): unknown;
}

export interface Listener {
  socket: StreamSocket;
  viewer: AccountRecord | undefined;
  request: StreamRequest;
}

function sameStream(a: StreamRequest, b: StreamRequest): boolean {
  return a.stream === b.stream && a.tag === b.tag && a.list === b.list;
}

/** Why a stream request is refused, or null when it may go ahead. */
export function checkStreamRequest(
  query: Record<string, unknown>,
  viewer: AccountRecord | undefined,
  config: InstanceConfig,
): { ok: true; request: StreamRequest } | { ok: false; error: string } {
  const stream = query.stream;
  if (typeof stream !== 'string' || !(STREAM_NAMES as readonly string[]).includes(stream))
    return { ok: false, error: 'Unknown stream' };
  const name = stream as StreamName;
  const request: StreamRequest = { stream: name };
  if (name.startsWith('hashtag')) {
    if (typeof query.tag !== 'string' || query.tag === '')
      return { ok: false, error: 'Missing tag' };
    request.tag = query.tag;
  }
  if (name === 'list') {
    if (typeof query.list !== 'string' || query.list === '')
      return { ok: false, error: 'Missing list' };
    request.list = query.list;
  }
  const personal =
    name === 'user' || name === 'user:notification' || name === 'list' || name === 'direct';
  if (personal && !viewer) return { ok: false, error: 'Invalid credentials.' };
  if (!viewer && config.privateMode) return { ok: false, error: 'Invalid credentials.' };
  return { ok: true, request };
}

/** The REST timeline rule behind each stream, so a stream carries what its timeline shows. */
function predicateFor(request: StreamRequest): StatusPredicate | null {
  const media: StatusPredicate = (ctx, s) => {
    const original = s.reblogOfId ? ctx.store.statuses.get(s.reblogOfId) : s;
    return (original?.mediaIds.length ?? 0) > 0;
  };
  const both =
    (a: StatusPredicate, b: StatusPredicate): StatusPredicate =>
    (ctx, s) =>
      a(ctx, s) && b(ctx, s);
  switch (request.stream) {
    case 'user':
      return inHome();
    case 'user:notification':
      return null;
    case 'public':
      return inPublic('federated');
    case 'public:local':
      return inPublic('local');
    case 'public:remote':
      return inPublic('federated', true);
    case 'public:media':
      return both(inPublic('federated'), media);
    case 'public:local:media':
      return both(inPublic('local'), media);
    case 'hashtag':
      return inTag(request.tag ?? '');
    case 'hashtag:local':
      return inTag(request.tag ?? '', true);
    case 'list':
      return inList(request.list ?? '');
    case 'direct':
      return inDirect;
    case 'bubble':
      return inPublic('bubble');
  }
}

export class StreamHub {
  readonly listeners = new Set<Listener>();
  /** Upgrades are refused until this time (a simulated outage after a drop). */
  refuseUntil = 0;
  /** Frames sent, for tests and the control state. */
  sent = 0;

  constructor(
    private readonly store: Store,
    private readonly config: InstanceConfig,
  ) {}

  private ctx(viewer: AccountRecord | undefined): RenderContext {
    return { config: this.config, store: this.store, viewer };
  }

  add(listener: Listener): void {
    // One socket may carry several streams (subscribe frames), each once.
    for (const other of this.listeners)
      if (other.socket === listener.socket && sameStream(other.request, listener.request)) return;
    this.listeners.add(listener);
    listener.socket.on('close', () => this.listeners.delete(listener));
  }

  /** An unsubscribe frame: the socket stops carrying that stream. */
  unsubscribe(
    socket: StreamSocket,
    request: { stream?: unknown; tag?: unknown; list?: unknown },
  ): void {
    for (const listener of this.listeners)
      if (
        listener.socket === socket &&
        listener.request.stream === request.stream &&
        (listener.request.tag ?? listener.request.list) === (request.tag ?? request.list)
      )
        this.listeners.delete(listener);
  }

  private send(listener: Listener, event: string, payload?: string): void {
    if (listener.socket.readyState !== listener.socket.OPEN) return;
    const frame: { event: string; stream: string[]; payload?: string } = {
      event,
      stream: [listener.request.stream, listener.request.tag ?? listener.request.list].filter(
        (part): part is string => typeof part === 'string',
      ),
    };
    if (payload !== undefined)
      frame.payload =
        this.config.software === 'mastodon'
          ? asMastodonText(payload)
          : this.config.software === 'gotosocial'
            ? asGotosocialText(payload)
            : payload;
    listener.socket.send(JSON.stringify(frame));
    this.sent += 1;
  }

  /** A new or edited status goes to every stream whose timeline holds it. */
  publishStatus(event: 'update' | 'status.update', status: StatusRecord): void {
    for (const listener of this.listeners) {
      const predicate = predicateFor(listener.request);
      const ctx = this.ctx(listener.viewer);
      if (!predicate || !predicate(ctx, status)) continue;
      // Akkoma's streamer never sends posts of accounts the listener mutes.
      if (byMutedAccount(ctx, status)) continue;
      if (
        listener.request.stream.startsWith('public') &&
        visitorBlocked(ctx, listener.request.stream.includes('local') ? 'local' : 'federated')
      )
        continue;
      const rendered = renderStatus(ctx, status);
      if (listener.request.stream === 'direct' && event === 'update') {
        // Mastodon and Akkoma speak of conversations on the direct stream.
        this.send(
          listener,
          'conversation',
          JSON.stringify({
            id: status.conversationId,
            unread: true,
            accounts: [rendered.account],
            last_status: rendered,
          }),
        );
      } else {
        this.send(listener, event, JSON.stringify(rendered));
      }
    }
  }

  /** Deletions go to every stream; clients ignore ids they do not hold. */
  publishDelete(id: string): void {
    for (const listener of this.listeners) this.send(listener, 'delete', id);
  }

  publishNotification(accountId: string, notification: unknown): void {
    for (const listener of this.listeners) {
      const stream = listener.request.stream;
      if (listener.viewer?.id !== accountId) continue;
      if (stream !== 'user' && stream !== 'user:notification') continue;
      this.send(listener, 'notification', JSON.stringify(notification));
    }
  }

  publishFiltersChanged(accountId?: string): void {
    for (const listener of this.listeners) {
      if (!listener.request.stream.startsWith('user')) continue;
      if (accountId && listener.viewer?.id !== accountId) continue;
      this.send(listener, 'filters_changed');
    }
  }

  /** Any frame, for testing how clients treat unknown events. */
  publishRaw(event: string, payload?: string): void {
    for (const listener of this.listeners) this.send(listener, event, payload);
  }

  /**
   * Drops matching sockets. Codes a close frame may not carry (1005, 1006, 1015) are made by
   * cutting the connection without a close frame, which is what a browser reports as 1006.
   */
  drop(code: number, stream?: string): number {
    let count = 0;
    for (const listener of [...this.listeners]) {
      if (stream && listener.request.stream !== stream) continue;
      count += 1;
      if (code === 1005 || code === 1006 || code === 1015) listener.socket.terminate();
      else listener.socket.close(code);
      this.listeners.delete(listener);
    }
    return count;
  }

  closeAll(): void {
    for (const listener of this.listeners) listener.socket.terminate();
    this.listeners.clear();
  }
}
