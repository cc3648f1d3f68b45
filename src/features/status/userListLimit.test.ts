import { describe, expect, it } from 'vitest';
import { userListShown } from './userListLimit';

describe('the user-list popover', () => {
  const people = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);

  it('shows everyone up to 16', () => {
    expect(userListShown(people(3))).toEqual({ shown: people(3), more: 0 });
    expect(userListShown(people(16))).toEqual({ shown: people(16), more: 0 });
  });

  it('shows the first 16 and counts the rest', () => {
    const { shown, more } = userListShown(people(23));
    expect(shown).toEqual(people(16));
    expect(more).toBe(7);
  });
});
