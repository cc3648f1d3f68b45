import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STREAM_STATE, type StreamStep } from '../../api/streaming';
import type { NoticeInput } from '../../core/notices/noticesStore';
import { createStreamNotices, QUIET_RECONNECT_MS } from './streamNotices';

const machine = { state: STREAM_STATE.joined, attempt: 0 };
const step = (notice: StreamStep['notice']): StreamStep => ({
  machine,
  retryInMs: null,
  notice,
  catchUp: false,
  poll: false,
});
const broke = step({ kind: 'broke', code: 1006 });
const back = step({ kind: 'reconnected' });

describe('stream notices', () => {
  let pushed: NoticeInput[];
  beforeEach(() => {
    vi.useFakeTimers();
    pushed = [];
  });
  afterEach(() => vi.useRealTimers());

  it('says nothing for a socket back within the quiet time (GoToSocial closing on a ping did this every 30 s)', () => {
    const notices = createStreamNotices((n) => pushed.push(n));
    for (let i = 0; i < 3; i++) {
      notices.onStep(broke);
      vi.advanceTimersByTime(1000);
      notices.onStep(back);
      vi.advanceTimersByTime(30_000);
    }
    expect(pushed).toEqual([]);
  });

  it('tells a longer outage once, then that it is back', () => {
    const notices = createStreamNotices((n) => pushed.push(n));
    notices.onStep(broke);
    vi.advanceTimersByTime(QUIET_RECONNECT_MS - 1);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(pushed.map((n) => n.messageKey)).toEqual(['timeline.socket_broke']);
    expect(pushed[0]).toMatchObject({ level: 'error', messageArgs: { code: 1006 }, timeout: 5000 });
    notices.onStep(broke);
    vi.advanceTimersByTime(QUIET_RECONNECT_MS * 2);
    notices.onStep(back);
    expect(pushed.map((n) => n.messageKey)).toEqual([
      'timeline.socket_broke',
      'timeline.socket_reconnected',
    ]);
    expect(pushed[1]).toMatchObject({ level: 'success', timeout: 5000 });
  });

  it('drops a waiting notice when the stream is closed for good', () => {
    const notices = createStreamNotices((n) => pushed.push(n));
    notices.onStep(broke);
    notices.dispose();
    vi.advanceTimersByTime(QUIET_RECONNECT_MS * 2);
    expect(pushed).toEqual([]);
  });
});
