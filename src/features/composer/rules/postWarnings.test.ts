import { describe, expect, it } from 'vitest';
import { postWarning } from './postWarnings';

describe('postWarning', () => {
  it('warns on a private post from an unlocked account', () => {
    expect(postWarning('private', false, true)).toBe('account_not_locked');
    expect(postWarning('private', true, true)).toBeNull();
  });

  it('words direct posts by safeDM', () => {
    expect(postWarning('direct', true, true)).toBe('direct_first_only');
    expect(postWarning('direct', true, false)).toBe('direct_all');
  });

  it('says nothing for public posts', () => {
    expect(postWarning('public', false, false)).toBeNull();
  });
});
