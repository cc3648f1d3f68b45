// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
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

afterEach(() => {
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
});
