import { describe, expect, it } from 'vitest';
import { replyChoiceInForce, replyChoices } from './replyChoices';

describe('replyChoices', () => {
  it("offers 'following' only where the server filters the pages by it", () => {
    expect(replyChoices({ pleromaApi: true })).toEqual(['all', 'following', 'self']);
    expect(replyChoices({ pleromaApi: false })).toEqual(['all', 'self']);
  });

  it("takes a kept 'following' for all replies where the server ignores it", () => {
    expect(replyChoiceInForce('following', { pleromaApi: false })).toBe('all');
    expect(replyChoiceInForce('self', { pleromaApi: false })).toBe('self');
    expect(replyChoiceInForce('following', { pleromaApi: true })).toBe('following');
  });
});
