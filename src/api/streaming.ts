/**
 * The live stream (document 3 §3, §4, §7): one WebSocket per stream at /api/v1/streaming,
 * Mastodon's protocol of `{event, payload}` text frames whose payload is itself JSON (or a
 * bare id for `delete`). The connection states are the spec's numbers, and the transitions
 * live in the pure `streamStep` so they can be tested without a socket.
 */
import type { Status } from './entities';
import type { Notification } from './notificationTypes';
import { buildUrl } from './http';
import { tryNormaliseNotification } from './normalise/notification';
import { tryNormaliseStatus } from './normalise/status';

export const STREAM_STATE = {
  joined: 1,
  closed: 2,
  error: 3,
  disabled: 4,
  starting: 5,
  startingInitial: 6,
} as const;
export type StreamState = (typeof STREAM_STATE)[keyof typeof STREAM_STATE];

/** Document 3 §9. */
export const STREAM_PING_MS = 30_000;
export const STREAM_RETRY_BASE_MS = 1_000;
/** The multiplier doubles per failed attempt up to this, so a dead server is asked every 32 s. */
export const STREAM_RETRY_MAX_MULTIPLIER = 32;

export interface StreamMachine {
  state: StreamState;
  /** Failed attempts since the last join. */
  attempt: number;
}

export type StreamSignal =
  | { type: 'start' }
  | { type: 'open' }
  | { type: 'close'; code: number }
  | { type: 'retry' }
  | { type: 'disable' };

export interface StreamStep {
  machine: StreamMachine;
  /** Reconnect after this many ms, or null. */
  retryInMs: number | null;
  notice: { kind: 'broke'; code: number } | { kind: 'reconnected' } | null;
  /** Fetch what may have been missed (`since_id`) now. */
  catchUp: boolean;
  /** Whether the owner should poll meanwhile (the stream cannot deliver). */
  poll: boolean;
}

export function retryDelay(attempt: number): number {
  const multiplier = Math.min(2 ** Math.max(0, attempt - 1), STREAM_RETRY_MAX_MULTIPLIER);
  return STREAM_RETRY_BASE_MS * multiplier;
}

/** The state machine of document 3 §4, as a pure function. */
export function streamStep(machine: StreamMachine, signal: StreamSignal): StreamStep {
  const step = (
    next: StreamMachine,
    extra: Partial<Omit<StreamStep, 'machine'>> = {},
  ): StreamStep => ({
    machine: next,
    retryInMs: null,
    notice: null,
    catchUp: false,
    poll: next.state === STREAM_STATE.error || next.state === STREAM_STATE.disabled,
    ...extra,
  });
  switch (signal.type) {
    case 'start':
      return step({ state: STREAM_STATE.startingInitial, attempt: 0 });
    case 'disable':
      return step({ state: STREAM_STATE.disabled, attempt: 0 });
    case 'open':
      if (machine.state !== STREAM_STATE.starting && machine.state !== STREAM_STATE.startingInitial)
        return step(machine);
      // A first join may still have missed posts between the first page and the open.
      return step(
        { state: STREAM_STATE.joined, attempt: 0 },
        {
          catchUp: true,
          notice: machine.state === STREAM_STATE.starting ? { kind: 'reconnected' } : null,
        },
      );
    case 'close': {
      if (machine.state === STREAM_STATE.disabled || machine.state === STREAM_STATE.closed)
        return step(machine);
      // 1000 (normal) and 1001 (going away) are endings, not failures.
      if (signal.code === 1000 || signal.code === 1001)
        return step({ state: STREAM_STATE.closed, attempt: 0 });
      const attempt = machine.attempt + 1;
      return step(
        { state: STREAM_STATE.error, attempt },
        {
          retryInMs: retryDelay(attempt),
          notice:
            machine.state === STREAM_STATE.joined ? { kind: 'broke', code: signal.code } : null,
        },
      );
    }
    case 'retry':
      if (machine.state !== STREAM_STATE.error) return step(machine);
      return step({ state: STREAM_STATE.starting, attempt: machine.attempt });
  }
}

export type StreamEvent =
  | { kind: 'update'; status: Status }
  | { kind: 'status.update'; status: Status }
  | { kind: 'conversation'; status: Status }
  | { kind: 'notification'; notification: Notification }
  | { kind: 'delete'; id: string }
  | { kind: 'filters_changed' }
  | { kind: 'unknown'; event: string };

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads one frame; null for frames that carry no event (a pong, garbage, a bad payload). */
export function parseStreamFrame(data: string): StreamEvent | null {
  const frame = parseJson(data);
  if (typeof frame !== 'object' || frame === null) return null;
  const { event, payload } = frame as { event?: unknown; payload?: unknown };
  if (typeof event !== 'string') return null;
  switch (event) {
    case 'update':
    case 'status.update': {
      const status = tryNormaliseStatus(parseJson(payload));
      return status ? { kind: event, status } : null;
    }
    case 'conversation': {
      const conversation = parseJson(payload) as { last_status?: unknown } | undefined;
      const status = tryNormaliseStatus(conversation?.last_status);
      return status ? { kind: 'conversation', status } : null;
    }
    case 'notification': {
      const notification = tryNormaliseNotification(parseJson(payload));
      return notification ? { kind: 'notification', notification } : null;
    }
    case 'delete':
      return typeof payload === 'string' && payload !== '' ? { kind: 'delete', id: payload } : null;
    case 'filters_changed':
      return { kind: 'filters_changed' };
    default:
      return { kind: 'unknown', event };
  }
}

/** A stream as the servers name it, with its extra argument. */
export interface StreamSpec {
  stream: string;
  tag?: string;
  list?: string;
}

export function streamUrl(baseUrl: string, spec: StreamSpec, token: string | null): string {
  const url = buildUrl(baseUrl, '/api/v1/streaming', {
    stream: spec.stream,
    tag: spec.tag,
    list: spec.list,
    access_token: token ?? undefined,
  });
  return url.replace(/^http/i, 'ws');
}

export interface StreamConnectionOptions {
  url: () => string;
  onEvent: (event: StreamEvent) => void;
  onStep: (step: StreamStep) => void;
  createSocket?: (url: string) => WebSocket;
  /**
   * Send the text `ping` keep-alive (document 3 §4). Only the Pleroma family reads it; Mastodon
   * ignores it and GoToSocial closes the socket on a frame that is not JSON. Read at each open.
   */
  textPing?: () => boolean;
}

export interface StreamConnection {
  readonly state: () => StreamState;
  /** Shutdown: closes with 1000 and stops retrying. */
  close: () => void;
}

/** Opens a stream and keeps it open: pings every 30 s where wanted, reconnects after failures. */
export function openStreamConnection(options: StreamConnectionOptions): StreamConnection {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let machine: StreamMachine = { state: STREAM_STATE.closed, attempt: 0 };
  let socket: WebSocket | null = null;
  let ping: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const apply = (signal: StreamSignal) => {
    const step = streamStep(machine, signal);
    machine = step.machine;
    options.onStep(step);
    if (step.retryInMs !== null && !stopped) {
      retry = setTimeout(() => {
        retry = null;
        apply({ type: 'retry' });
        connect();
      }, step.retryInMs);
    }
  };

  const connect = () => {
    if (stopped) return;
    let current: WebSocket;
    try {
      current = createSocket(options.url());
    } catch {
      apply({ type: 'close', code: 1006 });
      return;
    }
    socket = current;
    current.onopen = () => {
      apply({ type: 'open' });
      if (!(options.textPing?.() ?? true)) return;
      // The keep-alive of document 3 §4; Akkoma answers "pong", which is ignored.
      ping = setInterval(() => {
        if (current.readyState === WebSocket.OPEN) current.send('ping');
      }, STREAM_PING_MS);
    };
    current.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const event = parseStreamFrame(message.data);
      if (!event) return;
      if (event.kind === 'unknown') {
        console.info(`Unknown stream event '${event.event}' ignored`);
        return;
      }
      options.onEvent(event);
    };
    current.onclose = (close: CloseEvent) => {
      if (ping) clearInterval(ping);
      ping = null;
      if (socket !== current) return;
      socket = null;
      if (!stopped) apply({ type: 'close', code: close.code });
    };
  };

  apply({ type: 'start' });
  connect();

  return {
    state: () => machine.state,
    close: () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (ping) clearInterval(ping);
      const open = socket;
      socket = null;
      open?.close(1000);
      machine = { state: STREAM_STATE.closed, attempt: 0 };
    },
  };
}
