// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, normaliseUser } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { storeStatus } from '../../core/statusCache';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { renderTimelineRows } from '../../../test/timelineRows';

// The request never answers: the test is about the click's own render.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

const previousDiffed = options.diffed;

afterEach(() => {
  options.diffed = previousDiffed;
  useSessionStore.setState({ user: null });
  usePreferencesStore.getState().replace({});
});

describe('a favourite or repeat press', () => {
  it.each([
    ['Favourite, 2', 'FavouriteButton'],
    ['Repeat, 1', 'RepeatButton'],
  ])(
    '%s renders its button alone, not the action bar (issue 28)',
    { timeout: 30_000 },
    async (name, button) => {
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
          favourites_count: 2,
          reblogs_count: 1,
        }),
      );
      await import('./SignedInActionBar');
      await act(async () => {
        renderTimelineRows(client, 1);
      });
      const target = await within(screen.getByRole('article')).findByRole(
        'button',
        { name },
        { timeout: 20_000 },
      );
      const rendered: string[] = [];
      options.diffed = (vnode) => {
        const type = vnode.type as { name?: string } | string;
        if (typeof type === 'function' && type.name) rendered.push(type.name);
        previousDiffed?.(vnode);
      };
      await act(async () => {
        fireEvent.click(target);
      });
      options.diffed = previousDiffed;
      expect(target.getAttribute('aria-pressed')).toBe('true');
      expect(rendered).toContain(button);
      expect(rendered).not.toContain('SignedInActionBar');
    },
  );

  it(
    'asks first when the setting says so, and the repeat shows once confirmed',
    { timeout: 30_000 },
    async () => {
      useSessionStore.setState({
        user: normaliseUser({ id: 'me', acct: 'me', username: 'me' }),
      });
      usePreferencesStore.getState().set({ modalOnRepeat: true });
      // jsdom has no modal dialogs: opened, the confirmation is an open <dialog>.
      HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
        this.open = true;
      };
      HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
        this.open = false;
      };
      const client = createQueryClient();
      storeStatus(
        client,
        normaliseStatus({
          id: '1',
          created_at: '2026-11-20T10:00:00.000Z',
          content: '<p>Post</p>',
          account: { id: 'u1', acct: 'writer', username: 'writer' },
          reblogs_count: 1,
        }),
      );
      await import('./SignedInActionBar');
      await act(async () => {
        renderTimelineRows(client, 1);
      });
      const repeat = await within(screen.getByRole('article')).findByRole(
        'button',
        { name: 'Repeat, 1' },
        { timeout: 20_000 },
      );
      await act(async () => {
        fireEvent.click(repeat);
      });
      expect(repeat.getAttribute('aria-pressed')).toBe('false');
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 20_000 });
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Repeat' }));
      });
      expect(repeat.getAttribute('aria-pressed')).toBe('true');
      expect(repeat.getAttribute('aria-label')).toBe('Repeat, 2');
    },
  );
});
