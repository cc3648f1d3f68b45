// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { normaliseStatus, type Status } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { MemoryRouter } from '../../ui/router';
import { statusKey, storeStatus } from '../../core/statusCache';
import { TimelineItem } from './TimelineItem';

const ROWS = 20;

function status(n: number): Status {
  return normaliseStatus({
    id: String(n),
    created_at: '2026-11-20T10:00:00.000Z',
    content: `<p>Post number ${n}</p>`,
    account: { id: `u${n}`, acct: `writer${n}`, username: `writer${n}` },
    favourites_count: 0,
  });
}

describe('a timeline row', () => {
  it(
    'is the only row that renders again when its status changes in the cache',
    { timeout: 30_000 },
    async () => {
      const client = createQueryClient();
      for (let n = 1; n <= ROWS; n++) storeStatus(client, status(n));
      const commits = new Map<string, number>();
      const count = (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1);
      render(
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <div role="feed" aria-label="Home">
              {Array.from({ length: ROWS }, (_, i) => String(i + 1)).map((id, i) => (
                <Profiler key={id} id={id} onRender={() => count(id)}>
                  <TimelineItem id={id} timeline="friends" position={i + 1} setSize={-1} />
                </Profiler>
              ))}
            </div>
          </MemoryRouter>
        </QueryClientProvider>,
      );
      expect(screen.getAllByRole('article')).toHaveLength(ROWS);
      commits.clear();

      // What a favourite does first: the optimistic change of one status's cache entry.
      await act(async () => {
        client.setQueryData<Status>(
          statusKey('7'),
          (s) => s && { ...s, favorited: true, fave_num: 1 },
        );
      });

      expect([...commits.keys()]).toEqual(['7']);
      // One commit for the change, however many of the row's parts read the status.
      expect(commits.get('7')).toBe(1);
    },
  );
});
