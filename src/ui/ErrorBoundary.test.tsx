// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppCrash } from '../app/AppCrash';
import { initI18n } from '../i18n/i18n';
import { ColumnBoundary } from './ColumnBoundary';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile({ text }: { text: string }) {
  if (broken) throw new Error('bad data');
  return <p>{text}</p>;
}

function Broken(): never {
  throw new Error('bad status');
}

describe('error boundaries at status, column and app level', () => {
  beforeEach(() => {
    initI18n(['en']);
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('a status shows the fallback for the part that threw and keeps its neighbours', () => {
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

  it('a column says so with a retry, and the other columns stay', () => {
    render(
      <div>
        <ColumnBoundary>
          <nav>Sidebar links</nav>
        </ColumnBoundary>
        <ColumnBoundary key="/main/all">
          <Fragile text="Timeline" />
        </ColumnBoundary>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.getByText('Sidebar links')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Timeline')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a column keyed by the route tries again when the route changes', () => {
    const { rerender } = render(
      <ColumnBoundary key="/broken">
        <Fragile text="Another page" />
      </ColumnBoundary>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    broken = false;
    rerender(
      <ColumnBoundary key="/about">
        <Fragile text="Another page" />
      </ColumnBoundary>,
    );
    expect(screen.getByText('Another page')).toBeTruthy();
  });

  it('the app shows a reload control instead of a blank page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <ErrorBoundary fallback={<AppCrash />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
