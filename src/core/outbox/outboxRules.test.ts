import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import {
  afterRestart,
  enqueue,
  entriesForStatus,
  entryId,
  failureOf,
  isNetworkFailure,
  nextToSend,
  pendingPosts,
  type OutboxAction,
  type OutboxEntry,
} from './outboxRules';

let n = 0;
function entry(action: OutboxAction, state: OutboxEntry['state'] = 'waiting'): OutboxEntry {
  n += 1;
  return { id: entryId(1_700_000_000_000, n), createdAt: 0, action, state };
}
const fav = (statusId = 's1') => ({ kind: 'toggle', statusId, toggle: 'favourite' }) as const;
const unfav = (statusId = 's1') => ({ kind: 'toggle', statusId, toggle: 'unfavourite' }) as const;
const post = (text: string, reply: string | null = null): OutboxAction => ({
  kind: 'post',
  post: {
    status: text,
    spoilerText: '',
    visibility: 'public',
    sensitive: false,
    mediaIds: [],
    inReplyToStatusId: reply,
    contentType: 'text/plain',
  },
  idempotencyKey: `k-${text}`,
  draft: null,
  draftKey: 'status',
});
const request = { method: 'POST', url: 'https://x/api/v1/statuses' };

describe('entry ids', () => {
  it('sort in the order the actions were made', () => {
    const ids = [entryId(5, 0), entryId(5, 1), entryId(40, 0), entryId(1_800_000_000_000, 2)];
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('enqueue', () => {
  it('appends posts, however alike', () => {
    const a = entry(post('same'));
    const b = entry(post('same'));
    expect(enqueue(enqueue([], a), b)).toEqual([a, b]);
  });

  it('cancels a waiting favourite with the unfavourite that follows it', () => {
    const a = entry(fav());
    expect(enqueue([a], entry(unfav()))).toEqual([]);
  });

  it('keeps a favourite of another status and another family', () => {
    const a = entry(fav('s2'));
    const b = entry({ kind: 'toggle', statusId: 's1', toggle: 'reblog' });
    const c = entry(unfav('s1'));
    expect(enqueue([a, b], c)).toEqual([a, b, c]);
  });

  it('adds nothing for the same toggle twice', () => {
    const a = entry(fav());
    expect(enqueue([a], entry(fav()))).toEqual([a]);
  });

  it('never cancels an entry in flight: the opposite follows it', () => {
    const a = entry(fav(), 'sending');
    const b = entry(unfav());
    expect(enqueue([a], b)).toEqual([a, b]);
  });

  it('lets a new action supersede a refused one of its family', () => {
    const a = entry(fav(), 'failed');
    const b = entry(fav());
    expect(enqueue([a], b)).toEqual([b]);
  });

  it('cancels a reaction with its removal, per emoji', () => {
    const add = entry({ kind: 'react', statusId: 's1', emoji: '🐦', url: null, add: true });
    const other = entry({ kind: 'react', statusId: 's1', emoji: '🌊', url: null, add: false });
    const remove = entry({ kind: 'react', statusId: 's1', emoji: '🐦', url: null, add: false });
    expect(enqueue([add, other], remove)).toEqual([other]);
  });

  it('replaces a waiting edit in its place', () => {
    const edit = (text: string): OutboxAction => ({
      kind: 'edit',
      statusId: 's1',
      edit: { status: text, spoilerText: '', sensitive: false, mediaIds: [], contentType: 'x' },
      draft: null,
    });
    const first = entry(edit('one'));
    const between = entry(fav('s9'));
    const second = entry(edit('two'));
    const out = enqueue([first, between], second);
    expect(out.map((e) => e.id)).toEqual([first.id, between.id]);
    expect(out[0]!.action).toEqual(second.action);
  });
});

describe('sending order', () => {
  it('sends the oldest waiting entry, past refused ones', () => {
    const refused = entry(post('a'), 'failed');
    const b = entry(post('b'));
    const c = entry(fav());
    expect(nextToSend([c, refused, b])).toBe(b);
    expect(nextToSend([refused])).toBeUndefined();
  });

  it('after a restart nothing is in flight', () => {
    const a = entry(post('a'), 'sending');
    const b = entry(fav(), 'failed');
    expect(afterRestart([b, a]).map((e) => e.state)).toEqual(['waiting', 'failed']);
  });
});

describe('what is a network failure', () => {
  it('waits for the network only when no answer came', () => {
    expect(
      isNetworkFailure(new ApiError({ kind: 'network', status: 0, body: null, request })),
    ).toBe(true);
    for (const status of [400, 404, 422, 429, 500, 503]) {
      const error = new ApiError({ kind: 'unexpected-status', status, body: null, request });
      expect(isNetworkFailure(error)).toBe(false);
    }
    expect(isNetworkFailure(new TypeError('x'))).toBe(false);
  });

  it('keeps the server words of a refusal', () => {
    const error = new ApiError({
      kind: 'unexpected-status',
      status: 422,
      body: { error: 'Text too long' },
      request,
    });
    expect(failureOf(error)).toEqual({
      text: 'Text too long',
      messageKey: 'errors.unexpected_status',
      messageArgs: { code: 422 },
    });
    expect(failureOf(new Error('boom')).messageKey).toBe('common.error_generic');
  });
});

describe('where entries show', () => {
  it('puts posts on home and replies in their conversation', () => {
    const a = entry(post('new'));
    const b = entry(post('reply', 's1'));
    const c = entry(fav('s1'));
    expect(pendingPosts([c, b, a])).toEqual([a, b]);
    expect(pendingPosts([a, b, c], new Set(['s1', 's2']))).toEqual([b]);
    expect(entriesForStatus([a, b, c], 's1')).toEqual([c]);
  });
});
