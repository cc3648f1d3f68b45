import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldEntityCount, holdEntity, releaseEntity } from './entityHolds';

afterEach(() => vi.useRealTimers());

describe('entity holds', () => {
  it('keep an entry past its gc time until the last hold is released', () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    client.setQueryData(['status', '1'], { id: '1' });
    client.setQueryData(['status', '2'], { id: '2' });
    holdEntity(client, ['status', '1']);
    holdEntity(client, ['status', '1']);
    vi.advanceTimersByTime(5000);
    expect(client.getQueryData(['status', '1'])).toEqual({ id: '1' });
    expect(client.getQueryData(['status', '2'])).toBeUndefined();
    expect(heldEntityCount(client)).toBe(1);

    releaseEntity(client, ['status', '1']);
    vi.advanceTimersByTime(5000);
    expect(client.getQueryData(['status', '1'])).toEqual({ id: '1' });
    releaseEntity(client, ['status', '1']);
    expect(heldEntityCount(client)).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(client.getQueryData(['status', '1'])).toBeUndefined();
  });

  it('holds the new entry after the cache was cleared (an account switch)', () => {
    vi.useFakeTimers();
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    client.setQueryData(['status', '1'], { id: '1' });
    holdEntity(client, ['status', '1']);
    client.clear();
    client.setQueryData(['status', '1'], { id: '1', fresh: true });
    holdEntity(client, ['status', '1']);
    vi.advanceTimersByTime(5000);
    expect(client.getQueryData(['status', '1'])).toEqual({ id: '1', fresh: true });
  });
});
