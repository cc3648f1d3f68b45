import { describe, expect, it } from 'vitest';
import { newRepeatRecord, newStatusRecord } from '../statusRecord.js';

describe('newRepeatRecord', () => {
  it("has nothing of its own but the original's visibility and thread", () => {
    const original = newStatusRecord({
      id: 'o1',
      accountId: 'a1',
      createdAt: 1000,
      editedAt: 2000,
      earlierVersions: [{ content: '<p>was</p>', spoilerText: '', at: 1000 }],
      content: '<p>hello #birds</p>',
      visibility: 'unlisted',
      contentType: 'text/markdown',
      language: 'de',
      conversationId: 'c9',
      tags: ['birds'],
      sensitive: true,
      favouritedBy: ['a2'],
    });
    const repeat = newRepeatRecord(original, { id: 'r1', accountId: 'a3', createdAt: 3000 });
    expect(repeat).toEqual(
      newStatusRecord({
        id: 'r1',
        accountId: 'a3',
        createdAt: 3000,
        content: '',
        visibility: 'unlisted',
        contentType: 'text/markdown',
        language: 'de',
        conversationId: 'c9',
        reblogOfId: 'o1',
      }),
    );
    expect(repeat).not.toHaveProperty('earlierVersions');
    expect(repeat).not.toHaveProperty('editedAt');
  });
});
