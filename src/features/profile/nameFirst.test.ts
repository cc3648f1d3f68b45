import { describe, expect, it } from 'vitest';
import { asksNameFirst } from './nameFirst';

const mastodon = { software: 'mastodon', accountLookup: true };
const gotosocial = { software: 'gotosocial', accountLookup: true };

describe('which call /users/{x} asks first', () => {
  it('a name on a server with lookup is looked up first', () => {
    expect(asksNameFirst(mastodon, 'juniper', false)).toBe(true);
    expect(asksNameFirst(gotosocial, 'juniper', false)).toBe(true);
  });

  it("an account already held, or a value shaped like the server's ids, is asked by id", () => {
    expect(asksNameFirst(mastodon, 'juniper', true)).toBe(false);
    expect(asksNameFirst(mastodon, '109876543210987654', false)).toBe(false);
    expect(asksNameFirst(gotosocial, '01F8MH1H7YV1Z7D2C8K2730QBF', false)).toBe(false);
  });

  it('the Pleroma family takes names in /accounts/{id}: no lookup', () => {
    expect(asksNameFirst({ software: 'akkoma', accountLookup: false }, 'juniper', false)).toBe(
      false,
    );
  });
});
