/** Account entry without a session: sign-up, its captcha, and the password-reset mail. */
import type { ApiClient } from './http';

/** The registration payload of document 1 §3; optional fields are left out when empty. */
export interface RegistrationPayload {
  username: string;
  fullname: string;
  email: string;
  password: string;
  confirm: string;
  bio: string;
  reason: string;
  language: string;
  token: string;
  captcha_solution: string;
  captcha_token: string;
  captcha_answer_data: string;
}

export type RegistrationOutcome =
  | { type: 'signed-in'; accessToken: string }
  | { type: 'awaiting-approval' }
  | { type: 'awaiting-email' }
  /**
   * A bare token, the Mastodon API's answer (Mastodon, GoToSocial): the account exists but signs
   * in only once its address is confirmed, and where the server approves sign-ups, once approved.
   */
  | { type: 'unconfirmed' }
  | { type: 'unknown'; body: unknown };

/** Document 1 §4, Sign-up: identifiers return without a session; a `me` field carries one. */
export function readRegistrationReply(body: unknown): RegistrationOutcome {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (record['identifier'] === 'awaiting_approval') return { type: 'awaiting-approval' };
    if (record['identifier'] === 'missing_confirmed_email') return { type: 'awaiting-email' };
    const token = record['access_token'];
    if (typeof token === 'string' && token !== '') {
      return record['me'] !== undefined
        ? { type: 'signed-in', accessToken: token }
        : { type: 'unconfirmed' };
    }
  }
  return { type: 'unknown', body };
}

/**
 * Document 3 §5: the sign-up's `locale`, a POSIX-style locale from the chosen language, as the
 * server's mailer reads it: `en_US` for English, `pt_BR` for Brazilian Portuguese, `de_DE` for
 * German (the language's likeliest country). A tag Intl cannot read keeps its language part.
 */
export function registrationLocale(language: string): string {
  const tag = language.trim().replace(/_/g, '-');
  if (tag === '') return 'en_US';
  try {
    const locale = new Intl.Locale(tag);
    const region = locale.region ?? locale.maximize().region;
    // A world region (Esperanto's 001) names no country: the language alone.
    return region && /^[A-Z]{2}$/.test(region) ? `${locale.language}_${region}` : locale.language;
  } catch {
    return tag.split(/[^A-Za-z]/)[0]?.toLowerCase() || 'en_US';
  }
}

/** POST /api/v1/accounts with an app token; errors arrive as ApiError with the server's body. */
export async function registerAccount(
  client: ApiClient,
  appToken: string,
  payload: RegistrationPayload,
): Promise<RegistrationOutcome> {
  const body: Record<string, unknown> = { nickname: payload.username, agreement: true };
  for (const [key, value] of Object.entries(payload)) if (value !== '') body[key] = value;
  body['locale'] = registrationLocale(payload.language);
  const reply = await client.post('/api/v1/accounts', {
    anonymous: true,
    headers: { Authorization: `Bearer ${appToken}` },
    body,
  });
  return readRegistrationReply(reply);
}

/** `image` covers every captcha the client can show (native, kocaptcha): a picture to read. */
export type Captcha =
  | { kind: 'none' }
  | { kind: 'image'; type: string; url: string; token: string; answerData: string };

export function readCaptcha(body: unknown): Captcha {
  if (typeof body !== 'object' || body === null) return { kind: 'none' };
  const record = body as Record<string, unknown>;
  const str = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const type = str('type');
  if (type === '' || type === 'none' || str('url') === '') return { kind: 'none' };
  return {
    kind: 'image',
    type,
    url: str('url'),
    token: str('token'),
    answerData: str('answer_data'),
  };
}

export async function fetchCaptcha(client: ApiClient): Promise<Captcha> {
  return readCaptcha(await client.get('/api/v1/pleroma/captcha', { anonymous: true }));
}

/** POST /auth/password?email= with an empty body: 204 sent, 429 throttled (thrown). */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.post('/auth/password', { anonymous: true, query: { email } });
}
