// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, type Status } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { storeStatus } from '../../core/statusCache';
import { renderTimelineRows } from '../../../test/timelineRows';
import { useKeepInTimeline } from './useKeepInTimeline';

// The rule's hook, counted: each call holds eleven store subscriptions.
vi.mock('./useKeepInTimeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./useKeepInTimeline')>();
  return { useKeepInTimeline: vi.fn(actual.useKeepInTimeline) };
});

function status(n: number, text = `Post number ${n}`): Status {
  return normaliseStatus({
    id: String(n),
    created_at: '2026-11-20T10:00:00.000Z',
    content: `<p>${text}</p>`,
    account: { id: `u${n}`, acct: `writer${n}`, username: `writer${n}` },
  });
}

/** Reads of the filter rule made while `rows` rows mount. */
function ruleReadsFor(rows: number): number {
  const client = createQueryClient();
  for (let n = 1; n <= rows; n++) storeStatus(client, status(n));
  vi.mocked(useKeepInTimeline).mockClear();
  const view = renderTimelineRows(client, rows);
  expect(screen.getAllByRole('article')).toHaveLength(rows);
  const count = vi.mocked(useKeepInTimeline).mock.calls.length;
  view.unmount();
  return count;
}

describe("a timeline's filter rule", () => {
  afterEach(() => act(() => usePreferencesStore.setState({ values: {} })));

  it(
    'is read once for the timeline, not by each row (issue 28 item 1)',
    { timeout: 30_000 },
    () => {
      // Read by each row, the rule cost eleven subscriptions a row.
      expect(ruleReadsFor(6)).toBe(1);
      expect(ruleReadsFor(1)).toBe(1);
    },
  );

  it(
    'still leaves out of every row what a muted word hides, once it is muted',
    {
      timeout: 30_000,
    },
    async () => {
      const client = createQueryClient();
      storeStatus(client, status(1, 'about harbours'));
      storeStatus(client, status(2, 'about gardens'));
      renderTimelineRows(client, 2);
      expect(screen.getAllByRole('article')).toHaveLength(2);
      await act(async () => {
        usePreferencesStore.getState().set({ muteWords: ['gardens'], hideFilteredStatuses: true });
      });
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(screen.getByRole('article').textContent).toContain('about harbours');
    },
  );
});
