import { act, screen, within } from '@testing-library/react';
import { normaliseStatus, normaliseUser } from '../src/api';
import { createQueryClient } from '../src/app/queryClient';
import { storeStatus } from '../src/core/statusCache';
import { useSessionStore } from '../src/core/session/sessionStore';
import { renderTimelineRows } from './timelineRows';

/**
 * One post by someone else ("1", with the given fields: counts, visibility) in a home feed, read
 * by a signed-in user, its action bar loaded: the setup of the toggle tests
 * (`src/features/status/`). Returns the post's article and a finder for a button in it (the bar
 * comes in a lazy chunk).
 */
export async function renderSignedInRow(fields: Partial<Parameters<typeof normaliseStatus>[0]>) {
  useSessionStore.setState({ user: normaliseUser({ id: 'me', acct: 'me', username: 'me' }) });
  const client = createQueryClient();
  storeStatus(
    client,
    normaliseStatus({
      id: '1',
      created_at: '2026-11-20T10:00:00.000Z',
      content: '<p>Post</p>',
      account: { id: 'u1', acct: 'writer', username: 'writer' },
      ...fields,
    }),
  );
  await import('../src/features/status/SignedInActionBar');
  await act(async () => {
    renderTimelineRows(client, 1);
  });
  const article = screen.getByRole('article');
  return {
    article,
    button: (name: string) => within(article).findByRole('button', { name }, { timeout: 20_000 }),
  };
}

/** Signs the reader out again (after each toggle test). */
export function signOut(): void {
  useSessionStore.setState({ user: null });
}
