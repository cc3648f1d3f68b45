// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, normaliseUser } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { storeStatus } from '../../core/statusCache';
import { useSessionStore } from '../../core/session/sessionStore';
import { renderTimelineRows } from '../../../test/timelineRows';

// The request never answers: the test is about the click's own change.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

afterEach(() => {
  useSessionStore.setState({ user: null });
});

describe('the first favourite or repeat of a post', () => {
  it.each([
    ['Favourite', 'Favourite, 1'],
    ['Repeat', 'Repeat, 1'],
  ])(
    '%s changes the count’s text and inserts no element (issue 28)',
    { timeout: 30_000 },
    async (name, pressed) => {
      useSessionStore.setState({
        user: normaliseUser({ id: 'me', acct: 'me', username: 'me' }),
      });
      const client = createQueryClient();
      storeStatus(
        client,
        normaliseStatus({
          id: '1',
          created_at: '2026-11-20T10:00:00.000Z',
          content: '<p>Post</p>',
          account: { id: 'u1', acct: 'writer', username: 'writer' },
          favourites_count: 0,
          reblogs_count: 0,
        }),
      );
      await import('./SignedInActionBar');
      await act(async () => {
        renderTimelineRows(client, 1);
      });
      const article = screen.getByRole('article');
      const button = await within(article).findByRole('button', { name }, { timeout: 20_000 });
      // An element inserted in a post makes Chromium check the `:has()` rules above it again.
      const inserted: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) inserted.push(node.outerHTML);
      });
      observer.observe(article, { childList: true, subtree: true });
      await act(async () => {
        fireEvent.click(button);
      });
      const records = observer.takeRecords();
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) inserted.push(node.outerHTML);
      observer.disconnect();
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.getAttribute('aria-label')).toBe(pressed);
      expect(button.textContent).toBe('1');
      expect(inserted).toEqual([]);
    },
  );
});
