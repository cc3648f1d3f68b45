import { describe, expect, it } from 'vitest';
import { replyChoices } from './replyChoices';

describe('replyChoices', () => {
  it("offers 'following' only where the server filters the pages by it", () => {
    expect(replyChoices({ pleromaApi: true })).toEqual(['all', 'following', 'self']);
    expect(replyChoices({ pleromaApi: false })).toEqual(['all', 'self']);
  });
});
