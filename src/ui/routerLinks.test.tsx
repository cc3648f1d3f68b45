// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { describe, expect, it } from 'vitest';
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
      let linkCommits = 0;
      render(
        <MemoryRouter initialEntries={['/main/friends']}>
          <Where />
          <Profiler id="links" onRender={() => linkCommits++}>
            <ManyLinks />
          </Profiler>
        </MemoryRouter>,
      );
      linkCommits = 0;
      await act(async () => {
        fireEvent.click(screen.getByRole('link', { name: 'Post 7' }));
      });
      expect(screen.getByTestId('where').textContent).toBe('/notice/7');
      expect(screen.getByRole('link', { name: 'Post 7' }).getAttribute('href')).toBe('/notice/7');
      expect(linkCommits).toBe(0);
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
