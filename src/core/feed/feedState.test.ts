import { describe, expect, it } from 'vitest';
import {
  initialFeedState,
  KEEP_ON_SHOW,
  MAX_ROWS,
  feedReducer,
  type FeedAction,
  type FeedState,
} from './feedState';

/** Ids that sort like flake ids: fixed width, so string order is time order. */
const id = (n: number) => String(n).padStart(6, '0');
const range = (from: number, to: number) => {
  const out: string[] = [];
  for (let n = from; n >= to; n--) out.push(id(n));
  return out;
};

function run(actions: FeedAction[], start = initialFeedState()): FeedState {
  return actions.reduce(feedReducer, start);
}

const loaded = (ids = range(100, 81)) =>
  run([{ type: 'firstPage', ids, next: { max_id: ids[ids.length - 1] } }]);

describe('timeline loading rules (document 2 §4)', () => {
  it('first page: ready, newest id remembered, empty page bottoms out', () => {
    const state = loaded();
    expect(state.phase).toBe('ready');
    expect(state.newestId).toBe(id(100));
    expect(state.bottomedOut).toBe(false);
    expect(run([{ type: 'firstPage', ids: [], next: null }]).bottomedOut).toBe(true);
  });

  it('counts new posts behind the button unless they may show by themselves', () => {
    const queued = feedReducer(loaded(), {
      type: 'newer',
      ids: [id(101)],
      source: 'stream',
      autoShow: false,
      now: 1,
    });
    expect(queued.ids[0]).toBe(id(100));
    expect(queued.newCount).toBe(1);
    const shown = feedReducer(loaded(), {
      type: 'newer',
      ids: [id(101)],
      source: 'stream',
      autoShow: true,
      now: 5,
    });
    expect(shown.ids[0]).toBe(id(101));
    expect(shown.newCount).toBe(0);
    expect(shown.shownAt).toBe(5);
  });

  it('never counts a post twice', () => {
    const once = feedReducer(loaded(), {
      type: 'newer',
      ids: [id(101), id(101), id(100)],
      source: 'stream',
      autoShow: false,
      now: 1,
    });
    const twice = feedReducer(once, {
      type: 'newer',
      ids: [id(101)],
      source: 'catchUp',
      autoShow: false,
      now: 2,
    });
    expect(twice.newCount).toBe(1);
    expect(twice).toBe(once);
  });

  it('showing queued posts keeps 50 and older pages continue below the last kept one', () => {
    let state = loaded();
    for (let n = 101; n <= 300; n++)
      state = feedReducer(state, {
        type: 'newer',
        ids: [id(n)],
        source: 'stream',
        autoShow: false,
        now: 0,
      });
    expect(state.newCount).toBe(200);
    // The queue holds only what showing it would keep.
    expect(state.queued).toHaveLength(KEEP_ON_SHOW);
    const shown = feedReducer(state, { type: 'showNew', now: 10 });
    expect(shown.ids).toEqual(range(300, 251));
    expect(shown.newCount).toBe(0);
    expect(shown.older).toEqual({ max_id: id(251) });
    expect(shown.bottomedOut).toBe(false);
  });

  it('auto-show at the top trims the list to 50 as well', () => {
    let state = loaded();
    for (let n = 101; n <= 1100; n += 10)
      state = feedReducer(state, {
        type: 'newer',
        ids: range(n + 9, n),
        source: 'stream',
        autoShow: true,
        now: n,
      });
    expect(state.ids).toHaveLength(KEEP_ON_SHOW);
    expect(state.ids[0]).toBe(id(1100));
    expect(state.newestId).toBe(id(1100));
  });

  it('a polled batch of 20 or more over a non-empty list sets the flush marker (reload)', () => {
    const state = feedReducer(loaded(), {
      type: 'newer',
      ids: range(140, 121),
      source: 'poll',
      autoShow: true,
      now: 1,
    });
    expect(state.flushMarker).toBe(true);
    expect(state.ids[0]).toBe(id(100));
    // The owner reloads; the reducer leaves the list as it is.
    expect(feedReducer(state, { type: 'showNew', now: 2 })).toBe(state);
    expect(feedReducer(state, { type: 'reload' }).phase).toBe('loading');
    // Smaller polled batches follow the usual rule.
    const small = feedReducer(loaded(), {
      type: 'newer',
      ids: range(110, 101),
      source: 'poll',
      autoShow: false,
      now: 1,
    });
    expect(small.flushMarker).toBe(false);
    expect(small.newCount).toBe(10);
  });

  it('older pages append without duplicates; an empty page bottoms out', () => {
    const older = feedReducer(loaded(), {
      type: 'olderPage',
      ids: range(81, 62),
      next: { max_id: id(62) },
    });
    expect(older.ids).toHaveLength(39);
    expect(new Set(older.ids).size).toBe(39);
    const end = feedReducer(older, { type: 'olderPage', ids: [], next: null });
    expect(end.bottomedOut).toBe(true);
    expect(end.older).toEqual({ max_id: id(62) });
  });

  it('an endless scroll down keeps MAX_ROWS rows, dropping the newest, and the button reloads', () => {
    let state = loaded(range(100000, 99981));
    let top = 99981;
    while (top > 99000) {
      const page = range(top - 1, top - 20);
      state = feedReducer(state, {
        type: 'olderPage',
        ids: page,
        next: { max_id: page[page.length - 1] },
      });
      top -= 20;
    }
    expect(state.ids).toHaveLength(MAX_ROWS);
    expect(state.ids[state.ids.length - 1]).toBe(id(98981));
    expect(state.ids[0]).toBe(id(98981 + MAX_ROWS - 1));
    // The button reloads (flush marker).
    expect(state.flushMarker).toBe(true);
    // New posts now wait behind the button instead of showing above a hole.
    const streamed = feedReducer(state, {
      type: 'newer',
      ids: [id(100001)],
      source: 'stream',
      autoShow: true,
      now: 1,
    });
    expect(streamed.ids).toEqual(state.ids);
    expect(streamed.newCount).toBe(1);
  });

  it('the viewer’s own post shows without moving since_id past unfetched posts', () => {
    const own = feedReducer(loaded(), {
      type: 'newer',
      ids: [id(150)],
      source: 'own',
      autoShow: true,
      now: 1,
    });
    expect(own.ids[0]).toBe(id(150));
    expect(own.newestId).toBe(id(100));
    // The next poll still asks from 100 and brings the posts between, without a duplicate.
    const polled = feedReducer(own, {
      type: 'newer',
      ids: [id(150), id(120), id(110)],
      source: 'poll',
      autoShow: false,
      now: 2,
    });
    expect(polled.newCount).toBe(2);
    expect(polled.newestId).toBe(id(150));
  });

  it('a deleted post leaves the queue and the count', () => {
    const queued = feedReducer(loaded(), {
      type: 'newer',
      ids: [id(102), id(101)],
      source: 'stream',
      autoShow: false,
      now: 1,
    });
    const after = feedReducer(queued, { type: 'removed', id: id(101) });
    expect(after.newCount).toBe(1);
    expect(after.queued).toEqual([id(102)]);
  });

  it('favourites and bookmarks are not trimmed (their pages are not keyed by status id)', () => {
    const start = initialFeedState(false);
    const state = run(
      [
        { type: 'firstPage', ids: range(100, 41), next: { max_id: 'opaque' } },
        { type: 'newer', ids: [id(101)], source: 'poll', autoShow: true, now: 1 },
      ],
      start,
    );
    expect(state.ids).toHaveLength(61);
    expect(state.older).toEqual({ max_id: 'opaque' });
  });
});
