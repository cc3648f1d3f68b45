// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { watchRenderPasses } from '../../test/renderPasses';
import { Link, MemoryRouter, useLocation } from './router';

const LINKS = 30;

/** Links that no navigation changes: memoised, so only their own subscriptions could redraw them. */
const ManyLinks = memo(function ManyLinks() {
  return (
    <ul>
      {Array.from({ length: LINKS }, (_, i) => (
        <li key={i}>
          <Link to={`/notice/${i}`}>{`Post ${i}`}</Link>
        </li>
      ))}
    </ul>
  );
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

describe('Link', () => {
  it(
    'navigates without redrawing the other links on the page (issue 28)',
    { timeout: 30_000 },
    async () => {
      render(
        <MemoryRouter initialEntries={['/main/friends']}>
          <Where />
          <div data-row="links">
            <ManyLinks />
          </div>
        </MemoryRouter>,
      );
      const watch = watchRenderPasses();
      try {
        await act(async () => {
          fireEvent.click(screen.getByRole('link', { name: 'Post 7' }));
        });
      } finally {
        watch.stop();
      }
      expect(screen.getByTestId('where').textContent).toBe('/notice/7');
      expect(screen.getByRole('link', { name: 'Post 7' }).getAttribute('href')).toBe('/notice/7');
      // The location's reader redraws; nothing inside the links' wrapper does.
      expect(watch.passes.filter((p) => p.row === 'links')).toEqual([]);
      expect(watch.passes.length).toBeGreaterThan(0);
    },
  );

  it('leaves a modified click to the browser', { timeout: 30_000 }, async () => {
    render(
      <MemoryRouter initialEntries={['/main/friends']}>
        <Where />
        <ManyLinks />
      </MemoryRouter>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Post 3' }), { ctrlKey: true });
    });
    expect(screen.getByTestId('where').textContent).toBe('/main/friends');
  });
});
