// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { renderSignedInRow, signOut } from '../../../test/signedInRow';

// The request never answers: the test is about the click's own render.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

const previousDiffed = options.diffed;

afterEach(() => {
  options.diffed = previousDiffed;
  signOut();
  usePreferencesStore.getState().replace({});
});

describe('a favourite or repeat press', () => {
  it.each(['Favourite, 2', 'Repeat, 1'])(
    '%s renders its button alone, not the action bar (issue 28)',
    { timeout: 30_000 },
    async (name) => {
      const row = await renderSignedInRow({ favourites_count: 2, reblogs_count: 1 });
      const target = await row.button(name);
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
      // One toggle, whichever it is (not its sibling), and nothing of the bar around it.
      expect(rendered.filter((type) => type === 'ToggleButton')).toHaveLength(1);
      expect(rendered).not.toContain('SignedInActionBar');
    },
  );

  it(
    'asks first when the setting says so, and the repeat shows once confirmed',
    { timeout: 30_000 },
    async () => {
      usePreferencesStore.getState().set({ modalOnRepeat: true });
      // jsdom has no modal dialogs: opened, the confirmation is an open <dialog>.
      HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
        this.open = true;
      };
      HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
        this.open = false;
      };
      const repeat = await (await renderSignedInRow({ reblogs_count: 1 })).button('Repeat, 1');
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

describe('a post that cannot be repeated', () => {
  it(
    'has its Repeat disabled with the reason as its title, and its Favourite as usual',
    { timeout: 30_000 },
    async () => {
      const row = await renderSignedInRow({ visibility: 'private', reblogs_count: 0 });
      const repeat = await row.button('Repeat');
      expect(repeat).toHaveProperty('disabled', true);
      expect(repeat.getAttribute('title')).toBe('This post cannot be repeated');
      const favourite = await row.button('Favourite');
      expect(favourite).toHaveProperty('disabled', false);
      expect(favourite.hasAttribute('title')).toBe(false);
    },
  );
});
