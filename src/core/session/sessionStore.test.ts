import { describe, expect, it } from 'vitest';
import { needsInstanceChoice } from './sessionStore';

const own = 'https://petrel.example';

describe('needsInstanceChoice', () => {
  it('is true only for a standalone visitor still pointed at the page itself', () => {
    expect(needsInstanceChoice({ standalone: true, instanceUrl: own, token: null }, own)).toBe(
      true,
    );
  });

  it('is false once an instance is chosen, when signed in, or when served by an instance', () => {
    const chosen = { standalone: true, instanceUrl: 'https://a.example', token: null };
    expect(needsInstanceChoice(chosen, own)).toBe(false);
    expect(needsInstanceChoice({ standalone: true, instanceUrl: own, token: 't' }, own)).toBe(
      false,
    );
    expect(needsInstanceChoice({ standalone: false, instanceUrl: own, token: null }, own)).toBe(
      false,
    );
  });
});
