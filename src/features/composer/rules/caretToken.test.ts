import { describe, expect, it } from 'vitest';
import { insertAtCaret, replaceRange, tokenAtCaret } from './caretToken';

describe('tokenAtCaret', () => {
  it('finds an emoji word', () => {
    expect(tokenAtCaret('hello :bl', 9)).toEqual({ trigger: ':', query: 'bl', start: 6, end: 9 });
  });

  it('finds a mention, even bare', () => {
    expect(tokenAtCaret('@', 1)).toEqual({ trigger: '@', query: '', start: 0, end: 1 });
    expect(tokenAtCaret('hi @mar', 7)).toEqual({ trigger: '@', query: 'mar', start: 3, end: 7 });
  });

  it('ignores triggers inside words and a bare colon', () => {
    expect(tokenAtCaret('a:b', 3)).toBeNull();
    expect(tokenAtCaret('mail me@x', 9)).toBeNull();
    expect(tokenAtCaret('see :', 5)).toBeNull();
    expect(tokenAtCaret('done :x ', 8)).toBeNull();
  });
});

describe('replaceRange and insertAtCaret', () => {
  it('replaces the typed word', () => {
    expect(replaceRange('hi :bl', 3, 6, ':blobcat: ')).toEqual({
      text: 'hi :blobcat: ',
      caret: 13,
    });
  });

  it('pads an insertion with spaces where needed', () => {
    expect(insertAtCaret('ab', 1, 1, '🙂')).toEqual({ text: 'a 🙂 b', caret: 5 });
    expect(insertAtCaret('', 0, 0, '🙂')).toEqual({ text: '🙂 ', caret: 3 });
    expect(insertAtCaret('a  b', 2, 2, 'x')).toEqual({ text: 'a x b', caret: 3 });
  });
});
