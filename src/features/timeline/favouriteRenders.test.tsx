// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, normaliseUser, type Status } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { MemoryRouter } from '../../ui/router';
import { statusKey, storeStatus } from '../../core/statusCache';
import { useSessionStore } from '../../core/session/sessionStore';
import { TimelineItem } from './TimelineItem';
import { watchRenderPasses } from '../../../test/renderPasses';

// What renders when one status is favourited: each part counted by the row it belongs to.
const renders = vi.hoisted(() => ({
  heading: [] as string[],
  body: [] as string[],
  bar: [] as string[],
  avatar: [] as string[],
}));

vi.mock('../../ui/Avatar', async (importOriginal) => {
  const m = await importOriginal<typeof import('../../ui/Avatar')>();
  return {
    Avatar: (props: ComponentProps<typeof m.Avatar>) => {
      renders.avatar.push(props.src ?? '');
      return m.Avatar(props);
    },
  };
});

vi.mock('../status/StatusHeading', async (importOriginal) => {
  const m = await importOriginal<typeof import('../status/StatusHeading')>();
  return {
    StatusHeading: (props: ComponentProps<typeof m.StatusHeading>) => {
      renders.heading.push(props.status.id);
      return m.StatusHeading(props);
    },
  };
});
vi.mock('../status/StatusBody', async (importOriginal) => {
  const m = await importOriginal<typeof import('../status/StatusBody')>();
  return {
    StatusBody: (props: ComponentProps<typeof m.StatusBody>) => {
      renders.body.push(props.status.id);
      return m.StatusBody(props);
    },
  };
});
vi.mock('../status/SignedInActionBar', async (importOriginal) => {
  const m = await importOriginal<typeof import('../status/SignedInActionBar')>();
  return {
    default: (props: ComponentProps<typeof m.default>) => {
      renders.bar.push(props.status.id);
      return m.default(props);
    },
  };
});
// The request never answers: the test is about what the click renders before it.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

const ROWS = 12;

function post(n: number) {
  return {
    id: String(n),
    created_at: '2026-11-20T10:00:00.000Z',
    content: `<p>Post number ${n}</p>`,
    account: { id: `u${n}`, acct: `writer${n}`, username: `writer${n}` },
    favourites_count: 2,
  };
}

/** The seventh row is a repeat (its own id 7, the repeated post 107) when `repeatAt7`. */
function status(n: number, repeatAt7 = false): Status {
  if (repeatAt7 && n === 7)
    return normaliseStatus({
      ...post(7),
      account: { id: 'r', acct: 'repeater', username: 'repeater' },
      reblog: post(107),
    });
  return normaliseStatus(post(n));
}

let stop = () => {};
afterEach(() => {
  stop();
  useSessionStore.setState({ user: null });
});

async function favouriteRowSeven(repeatAt7: boolean) {
  useSessionStore.setState({
    user: normaliseUser({ id: 'me', acct: 'me', username: 'me' }),
  });
  const client = createQueryClient();
  for (let n = 1; n <= ROWS; n++) storeStatus(client, status(n, repeatAt7));
  // Each row's bar is lazy: its Suspense boundary suspends once and schedules a retry for when
  // the chunk arrives. Mounted outside `act`, a retry could still wait when the click came and
  // commit right after it; an async `act` flushes every retry before it returns.
  await import('../status/SignedInActionBar');
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <div role="feed" aria-label="Home">
            {Array.from({ length: ROWS }, (_, i) => String(i + 1)).map((id, i) => (
              <div key={id} data-row={id}>
                <TimelineItem id={id} timeline="friends" position={i + 1} setSize={-1} />
              </div>
            ))}
          </div>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  // The signed-in bar is its own chunk.
  const articles = screen.getAllByRole('article');
  const target = articles[6]!;
  const button = await within(target).findByRole(
    'button',
    { name: 'Favourite, 2' },
    { timeout: 20_000 },
  );
  // Every row's bar loads on its own: one still arriving would commit during the click.
  await waitFor(
    () => expect(screen.getAllByRole('button', { name: /^Favourite/ })).toHaveLength(ROWS),
    { timeout: 20_000 },
  );
  renders.heading.length = renders.body.length = renders.bar.length = 0;
  renders.avatar.length = 0;
  const watch = watchRenderPasses();
  stop = watch.stop;

  await act(async () => {
    fireEvent.click(button);
  });

  // Counted when the click's work is done: the animation's end, 500 ms later, is a pass of its
  // own, and a loaded machine can reach it before the test's checks.
  const passes = [...watch.passes];
  expect(button.getAttribute('aria-pressed')).toBe('true');
  return { client, passes };
}

/**
 * Preact has no `Profiler` and no single commit: each part that reads the status itself renders
 * as a pass of its own, all in the click's flush. So: row 7 only, and each part once (the
 * pressed state and the animation flag land in the same pass).
 */
function expectRowSevenOnce(passes: ReturnType<typeof watchRenderPasses>['passes']) {
  expect(new Set(passes.map((p) => p.row))).toEqual(new Set(['7']));
  const parts = passes.map((p) => p.component);
  expect(new Set(parts).size).toBe(parts.length);
}

describe('favouriting a status in a timeline', () => {
  it(
    'renders that row’s action bar alone, each of its parts once',
    { timeout: 30_000 },
    async () => {
      const { client, passes } = await favouriteRowSeven(false);
      expect(client.getQueryData<Status>(statusKey('7'))?.favorited).toBe(true);
      // Neither the heading nor the content of any row is drawn again, nor another row's bar.
      expect(renders.heading).toEqual([]);
      expect(renders.body).toEqual([]);
      expect(renders.bar).toEqual(['7']);
      expectRowSevenOnce(passes);
    },
  );

  it(
    'leaves a repeat’s header alone when its repeated post is favourited',
    { timeout: 30_000 },
    async () => {
      const { client, passes } = await favouriteRowSeven(true);
      expect(client.getQueryData<Status>(statusKey('107'))?.favorited).toBe(true);
      expect(renders.heading).toEqual([]);
      expect(renders.body).toEqual([]);
      expect(renders.bar).toEqual(['107']);
      // No avatar is drawn again: not the author's, not the repeater's in the header.
      expect(renders.avatar).toEqual([]);
      expectRowSevenOnce(passes);
    },
  );
});
