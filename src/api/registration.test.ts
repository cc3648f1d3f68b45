import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  readCaptcha,
  readRegistrationReply,
  registerAccount,
  registrationLocale,
} from './registration';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const payload = {
  username: 'newbie',
  fullname: 'New Bie',
  email: '',
  password: 'pw',
  confirm: 'pw',
  bio: '',
  reason: '',
  language: 'en',
  token: '',
  captcha_solution: '',
  captcha_token: '',
  captcha_answer_data: '',
};

describe('registration', () => {
  it('reads each outcome', () => {
    expect(readRegistrationReply({ identifier: 'awaiting_approval' })).toEqual({
      type: 'awaiting-approval',
    });
    expect(readRegistrationReply({ identifier: 'missing_confirmed_email' })).toEqual({
      type: 'awaiting-email',
    });
    expect(readRegistrationReply({ access_token: 't', me: 'https://x/users/a' })).toEqual({
      type: 'signed-in',
      accessToken: 't',
    });
    // Mastodon's and GoToSocial's answer: a token for an account that is not confirmed yet.
    expect(readRegistrationReply({ access_token: 't', token_type: 'Bearer' })).toEqual({
      type: 'unconfirmed',
    });
    expect(readRegistrationReply({ hello: 1 })).toMatchObject({ type: 'unknown' });
  });

  it('posts with the app token, nickname and agreement, leaving empty fields out', async () => {
    const fake = createFakeFetch(jsonResponse({ identifier: 'awaiting_approval' }));
    const client = createApiClient({
      baseUrl: 'https://x',
      getToken: () => 'user',
      fetchImpl: fake.fetch,
    });
    await registerAccount(client, 'app-token', payload);
    const sent = JSON.parse(String(fake.requests[0]?.body)) as Record<string, unknown>;
    expect(fake.requests[0]?.headers['Authorization']).toBe('Bearer app-token');
    expect(sent).toMatchObject({ nickname: 'newbie', agreement: true, locale: 'en_US' });
    expect(sent).not.toHaveProperty('email');
  });

  it('reads captchas', () => {
    expect(readCaptcha({ type: 'none' })).toEqual({ kind: 'none' });
    expect(readCaptcha({ type: 'native', url: 'data:x', token: 'k', answer_data: 'a' })).toEqual({
      kind: 'image',
      type: 'native',
      url: 'data:x',
      token: 'k',
      answerData: 'a',
    });
  });

  it('sends a locale made from the chosen language, en_US for English', () => {
    expect(registrationLocale('en')).toBe('en_US');
    expect(registrationLocale('')).toBe('en_US');
    expect(registrationLocale('en-GB')).toBe('en_GB');
    expect(registrationLocale('pt_BR')).toBe('pt_BR');
    expect(registrationLocale('de')).toBe('de_DE');
    expect(registrationLocale('ja')).toBe('ja_JP');
    expect(registrationLocale('zh-Hant')).toBe('zh_TW');
    expect(registrationLocale('ja_easy')).toBe('ja_JP');
    expect(registrationLocale('eo')).toBe('eo');
    expect(registrationLocale('not a tag')).toBe('not');
  });
});
