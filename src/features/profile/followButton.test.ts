import { describe, expect, it, vi } from 'vitest';
import {
  followButtonState,
  followClickAction,
  followWithRecheck,
  needsRecheck,
} from './followButton';

const rel = (following: boolean, requested: boolean) => ({ following, requested });

describe('follow button', () => {
  it('derives its state', () => {
    const base = { relationship: rel(false, false), inProgress: false, deactivated: false };
    expect(followButtonState(base)).toBe('idle');
    expect(followButtonState({ ...base, relationship: null })).toBe('idle');
    expect(followButtonState({ ...base, inProgress: true })).toBe('inProgress');
    expect(followButtonState({ ...base, relationship: rel(true, false) })).toBe('following');
    expect(followButtonState({ ...base, relationship: rel(false, true) })).toBe('requested');
    expect(followButtonState({ ...base, deactivated: true, inProgress: true })).toBe('disabled');
  });

  it('unfollows while following or requested, follows when idle, nothing otherwise', () => {
    expect(followClickAction('idle')).toBe('follow');
    expect(followClickAction('following')).toBe('unfollow');
    expect(followClickAction('requested')).toBe('unfollow');
    expect(followClickAction('inProgress')).toBeNull();
    expect(followClickAction('disabled')).toBeNull();
  });

  it('re-checks unless following or a locked request', () => {
    expect(needsRecheck(rel(true, false), false)).toBe(false);
    expect(needsRecheck(rel(false, true), true)).toBe(false);
    expect(needsRecheck(rel(false, true), false)).toBe(true);
    expect(needsRecheck(rel(false, false), true)).toBe(true);
  });

  it('asks again at most 3 times, 500 ms apart', async () => {
    const wait = vi.fn(() => Promise.resolve());
    const refetch = vi.fn(() => Promise.resolve(rel(false, false)));
    const result = await followWithRecheck(
      () => Promise.resolve(rel(false, false)),
      refetch,
      false,
      wait,
    );
    expect(result).toEqual(rel(false, false));
    expect(refetch).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledWith(500);
  });

  it('stops re-checking once the follow went through', async () => {
    const refetch = vi
      .fn()
      .mockResolvedValueOnce(rel(false, false))
      .mockResolvedValueOnce(rel(true, false));
    const result = await followWithRecheck(
      () => Promise.resolve(rel(false, false)),
      refetch,
      false,
      () => Promise.resolve(),
    );
    expect(result.following).toBe(true);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('does not re-check a request to a locked account', async () => {
    const refetch = vi.fn();
    await followWithRecheck(() => Promise.resolve(rel(false, true)), refetch, true);
    expect(refetch).not.toHaveBeenCalled();
  });
});
