import { describe, expect, it } from 'vitest';
import { contentFolds, isLongSubject, isTall } from './contentRules';

describe('isTall', () => {
  it('is false for a short post', () => {
    expect(isTall('<p>Hello</p>', 'Hello')).toBe(false);
  });
  it('counts paragraphs and line breaks', () => {
    const html = Array.from({ length: 20 }, (_, i) => `<p>line ${i}</p>`).join('');
    // 21 pieces plus a little text is over 20.
    expect(isTall(html, 'x'.repeat(10))).toBe(true);
    const breaks = `a${'<br/>b'.repeat(19)}`;
    expect(isTall(breaks, 'ab')).toBe(true);
    expect(isTall(`a${'<br>b'.repeat(18)}`, 'ab')).toBe(false);
  });
  it('counts text length over 80', () => {
    // 1 piece + 1600/80 = 21 > 20
    expect(isTall('plain', 'x'.repeat(1600))).toBe(true);
    // 1 + 1520/80 = 20, not over
    expect(isTall('plain', 'x'.repeat(1520))).toBe(false);
  });
  it('does not count <pre> as a paragraph', () => {
    expect(isTall('<pre>a</pre>'.repeat(25), 'a')).toBe(false);
  });
});

describe('isLongSubject', () => {
  it('is true only over 240 characters', () => {
    expect(isLongSubject('x'.repeat(240))).toBe(false);
    expect(isLongSubject('x'.repeat(241))).toBe(true);
  });
});

describe('contentFolds', () => {
  it('a subject folds the content only with collapse-subject on', () => {
    expect(contentFolds(true, false, true)).toEqual({ bySubject: true, byHeight: false });
    expect(contentFolds(true, false, false)).toEqual({ bySubject: false, byHeight: false });
  });
  it('tall content folds by height unless the subject already folds it', () => {
    expect(contentFolds(true, true, true)).toEqual({ bySubject: true, byHeight: false });
    expect(contentFolds(true, true, false)).toEqual({ bySubject: false, byHeight: true });
    expect(contentFolds(false, true, true)).toEqual({ bySubject: false, byHeight: true });
    expect(contentFolds(false, false, true)).toEqual({ bySubject: false, byHeight: false });
  });
});
