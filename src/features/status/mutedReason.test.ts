import { describe, expect, it } from 'vitest';
import { mutedReason } from './mutedReason';

describe('mutedReason', () => {
  it('folds muted threads', () => {
    expect(mutedReason({ thread_muted: true, text: '', summary: '' }, [])).toEqual({
      kind: 'thread',
    });
  });
  it('lists the muted words found, ignoring case', () => {
    expect(
      mutedReason({ thread_muted: false, text: 'Spoilers for the Finale', summary: '' }, [
        'finale',
        'x',
        ' ',
      ]),
    ).toEqual({
      kind: 'words',
      words: ['finale'],
    });
    expect(mutedReason({ thread_muted: false, text: 'hello', summary: '' }, ['finale'])).toBeNull();
  });
});
