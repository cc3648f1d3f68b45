// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROW_ATTRIBUTE, useRowWindow } from './useRowWindow';

function Feed({ ids }: { ids: string[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const { slices } = useRowWindow(ids, listRef, true);
  return (
    <div ref={listRef}>
      {slices.flatMap(({ from, to }) =>
        ids.slice(from, to).map((id) => <div key={id} {...{ [ROW_ATTRIBUTE]: id }} />),
      )}
    </div>
  );
}

/** Animation frames run by hand: the callbacks asked for so far, then (the paint) nothing. */
function handFrames(): () => void {
  let frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
  return () => {
    const now = frames;
    frames = new Map();
    for (const callback of now.values()) callback(performance.now());
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Its own file: whether the page has painted is the module's, once per page (issue 28).
describe('useRowWindow before the page is painted', () => {
  it('reads where the list is only after the first frame was painted, then in each frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = handFrames();
    const measuring = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    render(<Feed ids={['1', '2', '3']} />);
    // The first frame's callbacks run before its paint: no layout may be asked for there.
    act(() => frame());
    expect(measuring).not.toHaveBeenCalled();
    // A task the frame queued runs after the paint, and reads the view.
    act(() => void vi.advanceTimersByTime(0));
    expect(measuring).toHaveBeenCalled();
    // Once the page has painted, a scroll is read in the next frame, not a task later.
    act(() => void vi.runOnlyPendingTimers());
    measuring.mockClear();
    act(() => void window.dispatchEvent(new Event('scroll')));
    act(() => frame());
    expect(measuring).toHaveBeenCalled();
  });
});
