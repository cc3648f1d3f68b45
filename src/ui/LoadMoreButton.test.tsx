// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { LoadMoreButton, type MorePages } from './LoadMoreButton';

const pages = (over: Partial<MorePages> = {}): MorePages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(() => Promise.resolve()),
  ...over,
});

describe('LoadMoreButton', () => {
  beforeEach(() => {
    initI18n(['en']);
  });
  afterEach(cleanup);

  it('loads the next page, and is absent at the end', () => {
    const more = pages();
    const { rerender } = render(<LoadMoreButton pages={more} label="Load more" />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(more.fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMoreButton pages={pages({ hasNextPage: false })} label="Load more" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after a failed page shows the error with a retry that asks for the page again', () => {
    const more = pages({ error: new Error('boom') });
    render(<LoadMoreButton pages={more} label="Load more" />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(document.body.textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(more.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offline says the next page needs the server, in place of the button or a network error', () => {
    const reason = 'This needs a connection to the server.';
    const { rerender } = render(
      <LoadMoreButton pages={pages()} label="Load more" needsServer={reason} />,
    );
    expect(screen.getByRole('status').textContent).toBe(reason);
    expect(screen.queryByRole('button')).toBeNull();
    const failed = pages({ error: new TypeError('Failed to fetch') });
    rerender(<LoadMoreButton pages={failed} label="Load more" needsServer={reason} />);
    expect(screen.getByRole('status').textContent).toBe(reason);
    expect(screen.queryByRole('alert')).toBeNull();
    // At the end of the list there is nothing to say.
    rerender(
      <LoadMoreButton
        pages={pages({ hasNextPage: false })}
        label="Load more"
        needsServer={reason}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
