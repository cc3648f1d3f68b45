import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openStreamConnection,
  parseStreamFrame,
  retryDelay,
  STREAM_STATE,
  streamStep,
  streamUrl,
  type StreamMachine,
  type StreamStep,
} from './streaming';

const at = (state: StreamMachine['state'], attempt = 0): StreamMachine => ({ state, attempt });

describe('stream state machine (document 3 §3, §4)', () => {
  it('starting-initial joins without a notice; a reconnect joins with the success notice', () => {
    const first = streamStep(at(STREAM_STATE.startingInitial), { type: 'open' });
    expect(first.machine.state).toBe(STREAM_STATE.joined);
    expect(first.notice).toBeNull();
    expect(first.catchUp).toBe(true);
    const again = streamStep(at(STREAM_STATE.starting, 2), { type: 'open' });
    expect(again.machine).toEqual(at(STREAM_STATE.joined, 0));
    expect(again.notice).toEqual({ kind: 'reconnected' });
    expect(again.poll).toBe(false);
  });

  it('1000 and 1001 end the stream as closed', () => {
    for (const code of [1000, 1001]) {
      const step = streamStep(at(STREAM_STATE.joined), { type: 'close', code });
      expect(step.machine.state).toBe(STREAM_STATE.closed);
      expect(step.retryInMs).toBeNull();
      expect(step.notice).toBeNull();
    }
  });

  it('any other close is an error: notice with the code, retry after 1 s times a growing multiplier, poll meanwhile', () => {
    const broke = streamStep(at(STREAM_STATE.joined), { type: 'close', code: 1006 });
    expect(broke.machine).toEqual(at(STREAM_STATE.error, 1));
    expect(broke.notice).toEqual({ kind: 'broke', code: 1006 });
    expect(broke.retryInMs).toBe(1000);
    expect(broke.poll).toBe(true);
    const retrying = streamStep(broke.machine, { type: 'retry' });
    expect(retrying.machine).toEqual(at(STREAM_STATE.starting, 1));
    const failedAgain = streamStep(retrying.machine, { type: 'close', code: 1006 });
    expect(failedAgain.retryInMs).toBe(2000);
    // One notice per break, not one per failed attempt.
    expect(failedAgain.notice).toBeNull();
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 32000, 32000,
    ]);
  });

  it('disabled polls; start goes to starting-initial; states keep the spec numbers', () => {
    expect(streamStep(at(STREAM_STATE.joined), { type: 'disable' }).machine.state).toBe(4);
    expect(streamStep(at(STREAM_STATE.joined), { type: 'disable' }).poll).toBe(true);
    expect(streamStep(at(STREAM_STATE.closed), { type: 'start' }).machine.state).toBe(6);
    // The spec numbers the states 1 to 6 in this order.
    expect(Object.keys(STREAM_STATE)).toEqual([
      'joined',
      'closed',
      'error',
      'disabled',
      'starting',
      'startingInitial',
    ]);
    expect(Object.values(STREAM_STATE)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

const wireStatus = {
  id: 'AbC123',
  content: '<p>hello</p>',
  visibility: 'public',
  created_at: '2026-01-01T00:00:00.000Z',
  account: { id: 'u1', username: 'amara', acct: 'amara' },
};

describe('parseStreamFrame', () => {
  it('reads every event kind, payloads as JSON strings', () => {
    const update = parseStreamFrame(
      JSON.stringify({ event: 'update', payload: JSON.stringify(wireStatus) }),
    );
    expect(update?.kind).toBe('update');
    expect(update && 'status' in update ? update.status.id : null).toBe('AbC123');
    expect(
      parseStreamFrame(
        JSON.stringify({ event: 'status.update', payload: JSON.stringify(wireStatus) }),
      )?.kind,
    ).toBe('status.update');
    expect(parseStreamFrame(JSON.stringify({ event: 'delete', payload: 'AbC123' }))).toEqual({
      kind: 'delete',
      id: 'AbC123',
    });
    expect(parseStreamFrame(JSON.stringify({ event: 'filters_changed' }))).toEqual({
      kind: 'filters_changed',
    });
    const notification = parseStreamFrame(
      JSON.stringify({
        event: 'notification',
        payload: JSON.stringify({
          id: 'n1',
          type: 'favourite',
          created_at: '2026-01-01T00:00:00.000Z',
          account: wireStatus.account,
          status: wireStatus,
        }),
      }),
    );
    expect(notification?.kind).toBe('notification');
    const conversation = parseStreamFrame(
      JSON.stringify({
        event: 'conversation',
        payload: JSON.stringify({ id: 'c', last_status: wireStatus }),
      }),
    );
    expect(conversation?.kind).toBe('conversation');
  });

  it('unknown events are reported as unknown; pongs and garbage are nothing', () => {
    expect(parseStreamFrame(JSON.stringify({ event: 'announcement', payload: '{}' }))).toEqual({
      kind: 'unknown',
      event: 'announcement',
    });
    expect(parseStreamFrame('pong')).toBeNull();
    expect(parseStreamFrame(JSON.stringify({ event: 'update', payload: 'not json' }))).toBeNull();
  });

  it('builds the stream URL with the token and the extra argument', () => {
    expect(streamUrl('https://akkoma.example', { stream: 'hashtag', tag: 'tides' }, 'tok')).toBe(
      'wss://akkoma.example/api/v1/streaming?stream=hashtag&tag=tides&access_token=tok',
    );
    expect(streamUrl('http://127.0.0.1:1', { stream: 'public' }, null)).toBe(
      'ws://127.0.0.1:1/api/v1/streaming?stream=public',
    );
  });
});

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

describe('openStreamConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('pings every 30 s, reconnects after 1 s, then 2 s, and closes with 1000 on shutdown', () => {
    const steps: StreamStep[] = [];
    const events: string[] = [];
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const connection = openStreamConnection({
      url: () => 'ws://x/api/v1/streaming?stream=user',
      onEvent: (e) => events.push(e.kind),
      onStep: (s) => steps.push(s),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });
    expect(connection.state()).toBe(STREAM_STATE.startingInitial);
    FakeSocket.all[0]?.open();
    expect(connection.state()).toBe(STREAM_STATE.joined);
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.all[0]?.sent).toEqual(['ping']);
    FakeSocket.all[0]?.onmessage?.({ data: 'pong' });
    FakeSocket.all[0]?.onmessage?.({ data: JSON.stringify({ event: 'mystery' }) });
    FakeSocket.all[0]?.onmessage?.({ data: JSON.stringify({ event: 'delete', payload: '9' }) });
    expect(events).toEqual(['delete']);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('mystery'));
    FakeSocket.all[0]?.drop(1006);
    expect(connection.state()).toBe(STREAM_STATE.error);
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    expect(connection.state()).toBe(STREAM_STATE.starting);
    FakeSocket.all[1]?.drop(1006);
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    FakeSocket.all[2]?.open();
    expect(steps.at(-1)?.notice).toEqual({ kind: 'reconnected' });
    connection.close();
    expect(FakeSocket.all[2]?.closedWith).toBe(1000);
    expect(connection.state()).toBe(STREAM_STATE.closed);
  });

  it('sends no text ping where the server does not take one (GoToSocial closes on it)', () => {
    openStreamConnection({
      url: () => 'ws://x/api/v1/streaming?stream=user',
      onEvent: () => undefined,
      onStep: () => undefined,
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
      textPing: () => false,
    });
    FakeSocket.all[0]?.open();
    vi.advanceTimersByTime(95_000);
    expect(FakeSocket.all[0]?.sent).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
