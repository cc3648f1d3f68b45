// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('bad status');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback for the part that threw and keeps its neighbours', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <ErrorBoundary fallback={<p>Status unavailable</p>}>
            <Broken />
          </ErrorBoundary>
        </li>
        <li>
          <ErrorBoundary fallback={<p>Status unavailable</p>}>
            <p>Fine post</p>
          </ErrorBoundary>
        </li>
      </ul>,
    );
    expect(screen.getByText('Status unavailable')).toBeTruthy();
    expect(screen.getByText('Fine post')).toBeTruthy();
  });
});
