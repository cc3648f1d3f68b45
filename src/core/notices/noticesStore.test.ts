import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticesStore } from './noticesStore';

describe('notices store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNoticesStore.setState({ notices: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('defaults to an error level that stays', () => {
    useNoticesStore.getState().push({ messageKey: 'x.y' });
    vi.advanceTimersByTime(60_000);
    expect(useNoticesStore.getState().notices).toMatchObject([
      { level: 'error', messageKey: 'x.y', timeout: 0 },
    ]);
  });

  it('removes a notice after its timeout', () => {
    useNoticesStore
      .getState()
      .push({ messageKey: 'timeline.socket_broke', timeout: 5000, messageArgs: { code: 1006 } });
    vi.advanceTimersByTime(4999);
    expect(useNoticesStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNoticesStore.getState().notices).toHaveLength(0);
  });

  it('dismisses by id and shows a repeated message once', () => {
    const { push, dismiss } = useNoticesStore.getState();
    const a = push({ messageKey: 'a' });
    expect(push({ messageKey: 'a' })).toBe(a);
    push({ messageKey: 'b', level: 'success' });
    dismiss(a);
    expect(useNoticesStore.getState().notices.map((n) => n.messageKey)).toEqual(['b']);
  });

  it("keeps a notice's action, which stays until dismissed", () => {
    const run = vi.fn();
    const id = useNoticesStore
      .getState()
      .push({ level: 'info', messageKey: 'u', action: { labelKey: 'r', run } });
    const notice = useNoticesStore.getState().notices.find((n) => n.id === id);
    expect(notice?.timeout).toBe(0);
    notice?.action?.run();
    expect(run).toHaveBeenCalledOnce();
  });
});
