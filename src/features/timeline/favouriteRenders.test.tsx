// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, normaliseUser, type Status } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { statusKey, storeStatus } from '../../core/statusCache';
import { useSessionStore } from '../../core/session/sessionStore';
import { watchRenderPasses } from '../../../test/renderPasses';
import { renderTimelineRows } from '../../../test/timelineRows';

// What renders when one status is favourited: each part counted by the row it belongs to.
const renders = vi.hoisted(() => ({
  heading: [] as string[],
  body: [] as string[],
  bar: [] as string[],
  favourite: [] as string[],
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
vi.mock('../status/ToggleButtons', async (importOriginal) => {
  const m = await importOriginal<typeof import('../status/ToggleButtons')>();
  return {
    ...m,
    ToggleButton: (props: ComponentProps<typeof m.ToggleButton>) => {
      if (props.kind === m.FAVOURITE) renders.favourite.push(props.status.id);
      return m.ToggleButton(props);
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
    renderTimelineRows(client, ROWS);
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
  renders.favourite.length = 0;
  renders.avatar.length = 0;
  const watch = watchRenderPasses();
  stop = watch.stop;

  await act(async () => {
    fireEvent.click(button);
  });

  // Read when the click's work is done, before the frame: the cache follows after it.
  const passes = [...watch.passes];
  const before = {
    pressed: button.getAttribute('aria-pressed'),
    label: button.getAttribute('aria-label'),
    favourited: client.getQueryData<Status>(statusKey(repeatAt7 ? '107' : '7'))?.favorited,
    heading: [...renders.heading],
    body: [...renders.body],
    bar: [...renders.bar],
    favourite: [...renders.favourite],
    avatar: [...renders.avatar],
  };
  return { client, passes, before, button };
}

type Clicked = Awaited<ReturnType<typeof favouriteRowSeven>>;

/**
 * Before the frame that shows the pressed star, the click renders the pressed row's Favourite
 * button and nothing else, not even its action bar: one render pass, the cache untouched
 * (issue 28). On the code that wrote the cache in the click, the row (article, frame,
 * reactions, bar) rendered in passes of its own; before the button held its own pressed state,
 * the whole bar rendered.
 */
function expectButtonAlone({ passes, before }: Clicked, statusId: string) {
  expect(before.pressed).toBe('true');
  expect(before.label).toBe('Favourite, 3');
  expect(before.favourited).toBe(false);
  expect(before.heading).toEqual([]);
  expect(before.body).toEqual([]);
  expect(before.avatar).toEqual([]);
  expect(before.bar).toEqual([]);
  expect(before.favourite).toEqual([statusId]);
  expect(passes).toHaveLength(1);
  expect(passes[0]!.row).toBe('7');
}

/** After the frame the cache holds the change, and the row shows it from there. */
async function expectCacheAfterFrame({ client, button }: Clicked, id: string) {
  await waitFor(() => expect(client.getQueryData<Status>(statusKey(id))?.favorited).toBe(true));
  expect(client.getQueryData<Status>(statusKey(id))?.fave_num).toBe(3);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(button.getAttribute('aria-label')).toBe('Favourite, 3');
  // Neither the heading nor the content of any row is drawn again, even then.
  expect(renders.heading).toEqual([]);
  expect(renders.body).toEqual([]);
}

describe('favouriting a status in a timeline', () => {
  it(
    'renders that row’s Favourite button alone before the frame, the cache after it',
    { timeout: 30_000 },
    async () => {
      const clicked = await favouriteRowSeven(false);
      expectButtonAlone(clicked, '7');
      await expectCacheAfterFrame(clicked, '7');
    },
  );

  it(
    'leaves a repeat’s header alone when its repeated post is favourited',
    { timeout: 30_000 },
    async () => {
      const clicked = await favouriteRowSeven(true);
      expectButtonAlone(clicked, '107');
      await expectCacheAfterFrame(clicked, '107');
      // No avatar is drawn again: not the author's, not the repeater's in the header.
      expect(renders.avatar).toEqual([]);
    },
  );
});
