import { describe, expect, it } from 'vitest';
import { mutedReason } from './mutedReason';

const plain = { muted: false, thread_muted: false, text: '', summary: '' };

describe('mutedReason', () => {
  it('folds muted threads', () => {
    expect(mutedReason({ ...plain, muted: true, thread_muted: true }, [])).toEqual({
      kind: 'thread',
    });
  });
  it('folds posts of muted users, also when a muted user repeats them', () => {
    expect(mutedReason({ ...plain, muted: true }, [])).toEqual({ kind: 'user' });
    expect(mutedReason(plain, [], { muted: true, thread_muted: false })).toEqual({
      kind: 'user',
    });
    expect(mutedReason(plain, [], { muted: false, thread_muted: false })).toBeNull();
    // Not on a profile page.
    expect(mutedReason({ ...plain, muted: true }, [], null, false)).toBeNull();
  });
  it('lists the muted words found, ignoring case', () => {
    expect(
      mutedReason({ ...plain, text: 'Spoilers for the Finale' }, ['finale', 'x', ' ']),
    ).toEqual({
      kind: 'words',
      words: ['finale'],
    });
    expect(mutedReason({ ...plain, text: 'hello' }, ['finale'])).toBeNull();
  });
});
