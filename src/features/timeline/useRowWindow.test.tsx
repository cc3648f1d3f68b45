// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROW_ATTRIBUTE, useRowWindow } from './useRowWindow';

/** A timeline as `Timeline` draws it: no list element while it loads, the list once rows come. */
function Feed({ ids }: { ids: string[] }) {
  const listRef = useRef<HTMLDivElement>(null);
  const { slices } = useRowWindow(ids, listRef, true);
  if (ids.length === 0) return <p>Loading</p>;
  return (
    <div ref={listRef}>
      {slices.flatMap(({ from, to }) =>
        ids.slice(from, to).map((id) => (
          <div key={id} {...{ [ROW_ATTRIBUTE]: id }}>
            <button type="button">{id}</button>
          </div>
        )),
      )}
    </div>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useRowWindow', () => {
  it('listens for the row holding focus once a timeline that mounted loading has rows', () => {
    const listening = vi.spyOn(HTMLDivElement.prototype, 'addEventListener');
    const { container, rerender } = render(<Feed ids={[]} />);
    rerender(<Feed ids={['1', '2', '3']} />);
    const list = container.querySelector(`[${ROW_ATTRIBUTE}]`)?.parentElement;
    // The list's own listener, not the renderer's listeners on its root.
    expect(
      listening.mock.calls.some(
        ([type], i) => type === 'focusin' && listening.mock.contexts[i] === list,
      ),
    ).toBe(true);
  });
});
