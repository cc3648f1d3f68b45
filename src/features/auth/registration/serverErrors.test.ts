import { describe, expect, it } from 'vitest';
import { registrationErrorMessages } from './serverErrors';

describe('registration server errors', () => {
  it("reads Akkoma's JSON-in-a-string errors, renaming ap_id to username", () => {
    const body = {
      error: JSON.stringify({ ap_id: ['has already been taken'], email: ['is invalid'] }),
    };
    expect(registrationErrorMessages(body)).toEqual([
      'Username has already been taken.',
      'Email is invalid.',
    ]);
  });

  it('writes field names with spaces and a capital', () => {
    expect(
      registrationErrorMessages({ error: { password_confirmation: ['does not match'] } }),
    ).toEqual(['Password confirmation does not match.']);
  });

  it('gives one sentence per message', () => {
    expect(
      registrationErrorMessages({ error: { nickname: ['is too short', 'is reserved'] } }),
    ).toEqual(['Nickname is too short.', 'Nickname is reserved.']);
  });

  it("reads Mastodon's details", () => {
    expect(
      registrationErrorMessages({
        error: 'Validation failed',
        details: { username: [{ error: 'ERR_TAKEN', description: 'is already taken' }] },
      }),
    ).toEqual(['Username is already taken.']);
  });

  it('keeps a plain error as it is, and nothing when there is nothing', () => {
    expect(registrationErrorMessages({ error: 'Registrations are closed' })).toEqual([
      'Registrations are closed',
    ]);
    expect(registrationErrorMessages(null)).toEqual([]);
  });
});
