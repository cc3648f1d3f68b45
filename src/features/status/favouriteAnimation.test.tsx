// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedInRow, signOut } from '../../../test/signedInRow';

// The request never answers: the test is about what follows the click's frame.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

/** Animation frames run by hand: each `frame()` runs the callbacks asked for before it. */
function manualFrames() {
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return {
    frame() {
      const now = queue;
      queue = [];
      for (const cb of now) cb(performance.now());
    },
  };
}

const previousDiffed = options.diffed;

afterEach(() => {
  options.diffed = previousDiffed;
  vi.unstubAllGlobals();
  signOut();
});

describe('the favourite animation', () => {
  it(
    'starts after the pressed star’s frame and that frame’s tasks, not in the frames after it',
    { timeout: 30_000 },
    async () => {
      const button = await (
        await renderSignedInRow({ favourites_count: 2 })
      ).button('Favourite, 2');
      const frames = manualFrames();
      await act(async () => {
        fireEvent.click(button);
      });
      expect(button.getAttribute('aria-pressed')).toBe('true');
      // The pressed star's frame, then the next ones, with no task run between them: after a
      // click Chromium runs frames ahead of tasks, so anything a frame callback starts runs
      // before whatever the pressed frame queued (issue 28).
      await act(async () => {
        frames.frame();
        frames.frame();
        frames.frame();
      });
      expect(button.className).not.toContain('is-animating');
      // The tasks the pressed frame queued: the animation starts after them. Waited for, not
      // slept on: a fixed 20 ms lost to a loaded machine's scheduling (1 run in 4 at load ~18).
      await waitFor(() => expect(button.className).toContain('is-animating'), { timeout: 2000 });
    },
  );

  it(
    'renders nothing of its own: a favourite renders its toggle as often as a repeat does',
    { timeout: 30_000 },
    async () => {
      // The bounce is a class on the element, so no toggle holds a state for it (a repeat never
      // bounces) and starting or ending it renders nothing (issue 28).
      const renders = async (name: string) => {
        const button = await (
          await renderSignedInRow({ favourites_count: 2, reblogs_count: 1 })
        ).button(name);
        const frames = manualFrames();
        let count = 0;
        // The hook in place now (the row's render installed Preact's hooks' own), kept working.
        const before = options.diffed;
        options.diffed = (vnode) => {
          if (typeof vnode.type === 'function' && vnode.type.name === 'ToggleButton') count++;
          before?.(vnode);
        };
        await act(async () => {
          fireEvent.click(button);
        });
        // The favourite's bounce starts and ends (500 ms); a repeat is given as long. Frames
        // are run by hand, as above, in each check.
        const frame = () => act(async () => frames.frame());
        if (name.startsWith('Favourite')) {
          await waitFor(async () => {
            await frame();
            expect(button.className).toContain('is-animating');
          });
          await waitFor(async () => {
            await frame();
            expect(button.className).not.toContain('is-animating');
          });
        } else
          for (let i = 0; i < 10; i++) {
            await frame();
            await new Promise((resolve) => setTimeout(resolve, 70));
          }
        options.diffed = before;
        expect(button.getAttribute('aria-pressed')).toBe('true');
        document.body.replaceChildren();
        signOut();
        return count;
      };
      expect(await renders('Favourite, 2')).toBe(await renders('Repeat, 1'));
    },
  );
});
