import { describe, expect, it } from 'vitest';
import { canSaveList, memberChanges } from './listRules';

describe('list rules', () => {
  it('needs a non-blank title', () => {
    expect(canSaveList('')).toBe(false);
    expect(canSaveList('   ')).toBe(false);
    expect(canSaveList('Birders')).toBe(true);
  });
  it('works out the members to add and remove', () => {
    expect(memberChanges(['1', '2', '3'], ['2', '3', '4', '5'])).toEqual({
      add: ['4', '5'],
      remove: ['1'],
    });
    expect(memberChanges([], [])).toEqual({ add: [], remove: [] });
  });
});
