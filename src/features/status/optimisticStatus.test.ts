import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Status } from '../../api';
import { runOptimistic } from './optimisticStatus';
import { statusKey } from '../../core/statusCache';
import { useStatusErrorStore } from './statusErrorStore';

const base = { id: '1', favorited: false, fave_num: 2, user: { id: 'u' } } as unknown as Status;

function client() {
  const qc = new QueryClient();
  qc.setQueryData(statusKey('1'), base);
  return qc;
}

describe('runOptimistic', () => {
  it('applies the patch at once, then the answer', async () => {
    const qc = client();
    let seen: Status | undefined;
    const ok = await runOptimistic(
      qc,
      '1',
      'favourite',
      (s) => ({ favorited: true, fave_num: s.fave_num + 1 }),
      async () => {
        seen = qc.getQueryData<Status>(statusKey('1'));
        return { ...base, favorited: true, fave_num: 5 };
      },
    );
    expect(ok).toBe(true);
    expect(seen?.fave_num).toBe(3);
    expect(qc.getQueryData<Status>(statusKey('1'))?.fave_num).toBe(5);
  });

  it('leaves the cache and the call until the frame has been painted', async () => {
    const qc = client();
    let called = false;
    const done = runOptimistic(
      qc,
      '1',
      'favourite',
      () => ({ favorited: true }),
      async () => {
        called = true;
      },
    );
    // The control paints its own pressed state first (issue 28); the rest waits for that frame.
    await Promise.resolve();
    expect(qc.getQueryData<Status>(statusKey('1'))?.favorited).toBe(false);
    expect(called).toBe(false);
    expect(await done).toBe(true);
    expect(qc.getQueryData<Status>(statusKey('1'))?.favorited).toBe(true);
    expect(called).toBe(true);
  });

  it('reads nothing from the cache in the click itself', async () => {
    const qc = client();
    const reads = vi.spyOn(qc, 'getQueryData');
    const done = runOptimistic(
      qc,
      '1',
      'favourite',
      () => ({ favorited: true }),
      async () => undefined,
    );
    // Finding a query hashes its key: work for after the pressed frame, not before (issue 28).
    expect(reads).not.toHaveBeenCalled();
    expect(await done).toBe(true);
    expect(reads).toHaveBeenCalled();
  });

  it('does nothing for a status the cache does not hold', async () => {
    const qc = new QueryClient();
    let called = false;
    const ok = await runOptimistic(
      qc,
      '1',
      'favourite',
      () => ({ favorited: true }),
      async () => {
        called = true;
      },
    );
    expect(ok).toBe(false);
    expect(called).toBe(false);
  });

  it('rolls back the changed fields and records the error', async () => {
    const qc = client();
    const error = new ApiError({
      kind: 'server-error',
      status: 500,
      body: { error: 'Internal server error' },
      request: { method: 'POST', url: '/x' },
    });
    const ok = await runOptimistic(
      qc,
      '1',
      'favourite',
      () => ({ favorited: true }),
      async () => {
        throw error;
      },
    );
    expect(ok).toBe(false);
    expect(qc.getQueryData<Status>(statusKey('1'))?.favorited).toBe(false);
    expect(useStatusErrorStore.getState().errors['1']?.text).toBe('Internal server error');
  });
});
