import { describe, expect, it } from 'vitest';
import { normaliseRelationship, normaliseRelationships } from './relationship';

describe('normaliseRelationship', () => {
  it('reads every flag and the note', () => {
    expect(
      normaliseRelationship({
        id: '1',
        following: true,
        subscribing: true,
        note: 'met at a conf',
        showing_reblogs: false,
      }),
    ).toMatchObject({
      id: '1',
      following: true,
      subscribing: true,
      showing_reblogs: false,
      note: 'met at a conf',
      blocking: false,
    });
  });
  it('defaults showing_reblogs to true and skips items without id', () => {
    expect(normaliseRelationship({ id: '1' })?.showing_reblogs).toBe(true);
    expect(normaliseRelationships([{ id: '1' }, {}, 'x'])).toHaveLength(1);
  });
});
