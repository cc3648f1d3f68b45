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
});
