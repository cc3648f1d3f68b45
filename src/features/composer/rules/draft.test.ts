import { describe, expect, it } from 'vitest';
import { draftKey, draftsNewestFirst, isEmptyDraft } from './draft';

describe('draftKey', () => {
  it('uses status, reply:{id} and quote:{id}', () => {
    expect(draftKey('new')).toBe('status');
    expect(draftKey('reply', '42')).toBe('reply:42');
    expect(draftKey('quote', '42')).toBe('quote:42');
    expect(draftKey('redraft', '42')).toBe('status');
    expect(draftKey('edit', '42')).toBeNull();
  });
});

describe('isEmptyDraft', () => {
  const empty = { status: ' ', spoilerText: '', files: [], poll: null };
  it('is empty with nothing typed', () => {
    expect(isEmptyDraft(empty)).toBe(true);
    expect(
      isEmptyDraft({ ...empty, poll: { options: ['', ''], multiple: false, expiresIn: 600 } }),
    ).toBe(true);
  });

  it('is not empty with text, a subject, a file or a poll option', () => {
    expect(isEmptyDraft({ ...empty, status: 'hi' })).toBe(false);
    expect(isEmptyDraft({ ...empty, spoilerText: 'cw' })).toBe(false);
    expect(
      isEmptyDraft({
        ...empty,
        files: [
          {
            id: '1',
            type: 'image',
            mimetype: 'image/png',
            url: '',
            preview_url: '',
            description: '',
          },
        ],
      }),
    ).toBe(false);
    expect(
      isEmptyDraft({ ...empty, poll: { options: ['a', ''], multiple: false, expiresIn: 600 } }),
    ).toBe(false);
  });
});

describe('draftsNewestFirst', () => {
  it('orders by updatedAt', () => {
    const data = {
      spoilerText: '',
      status: '',
      nsfw: false,
      files: [],
      poll: null,
      mediaDescriptions: {},
      visibility: 'public' as const,
      language: 'en',
      contentType: 'text/plain',
    };
    const list = draftsNewestFirst({ a: { updatedAt: 1, data }, b: { updatedAt: 2, data } });
    expect(list.map(([k]) => k)).toEqual(['b', 'a']);
  });
});
