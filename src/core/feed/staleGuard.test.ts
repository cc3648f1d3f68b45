import { describe, expect, it } from 'vitest';
import { createStaleGuard } from './staleGuard';

describe('createStaleGuard', () => {
  it('keeps a ticket fresh until the guard is invalidated', () => {
    const guard = createStaleGuard();
    const first = guard.ticket();
    expect(first()).toBe(true);
    guard.invalidate();
    expect(first()).toBe(false);
    const second = guard.ticket();
    expect(second()).toBe(true);
  });
});
