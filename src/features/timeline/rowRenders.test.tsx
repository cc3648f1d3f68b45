// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseStatus, type Status } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { statusKey, storeStatus } from '../../core/statusCache';
import { watchRenderPasses } from '../../../test/renderPasses';
import { renderTimelineRows } from '../../../test/timelineRows';

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
  let stop = () => {};
  afterEach(() => stop());

  it(
    'is the only row that renders again when its status changes in the cache',
    { timeout: 30_000 },
    async () => {
      const client = createQueryClient();
      for (let n = 1; n <= ROWS; n++) storeStatus(client, status(n));
      renderTimelineRows(client, ROWS);
      expect(screen.getAllByRole('article')).toHaveLength(ROWS);
      const watch = watchRenderPasses();
      stop = watch.stop;

      // What a favourite does first: the optimistic change of one status's cache entry.
      await act(async () => {
        client.setQueryData<Status>(
          statusKey('7'),
          (s) => s && { ...s, favorited: true, fave_num: 1 },
        );
      });

      expect(new Set(watch.passes.map((p) => p.row))).toEqual(new Set(['7']));
      // Each part of the row that reads the status renders once, in the same flush, however
      // many hooks inside it read the status.
      const parts = watch.passes.map((p) => p.component);
      expect(parts.length).toBeGreaterThan(0);
      expect(new Set(parts).size).toBe(parts.length);
    },
  );
});
