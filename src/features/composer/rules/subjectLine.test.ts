import { describe, expect, it } from 'vitest';
import { replySubject } from './subjectLine';

describe('replySubject', () => {
  it('noop leaves it empty unless it already starts with re:', () => {
    expect(replySubject('spoilers', 'noop')).toBe('');
    expect(replySubject('re: spoilers', 'noop')).toBe('re: spoilers');
    expect(replySubject('RE:spoilers', 'noop')).toBe('RE:spoilers');
  });

  it('masto copies the subject', () => {
    expect(replySubject('spoilers', 'masto')).toBe('spoilers');
  });

  it('email prefixes re: once', () => {
    expect(replySubject('spoilers', 'email')).toBe('re: spoilers');
    expect(replySubject('Re: spoilers', 'email')).toBe('Re: spoilers');
  });

  it('gives nothing for an empty subject', () => {
    expect(replySubject('  ', 'email')).toBe('');
  });
});
