import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, storedActiveKey } from './sessionKey';

function storage(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === SESSION_STORAGE_KEY ? value : null) };
}

describe('storedActiveKey', () => {
  it("reads the persisted session's active account", () => {
    const stored = JSON.stringify({ state: { activeKey: 'me@example.social' }, version: 0 });
    expect(storedActiveKey(storage(stored))).toBe('me@example.social');
  });

  it('is null when nothing readable is stored', () => {
    for (const value of [null, '{', 'null', '{"state":{}}', '{"state":{"activeKey":3}}'])
      expect(storedActiveKey(storage(value))).toBeNull();
  });
});
