import type { APIRequestContext } from '@playwright/test';

/** A freshly registered local account, so a test may change or delete it without touching others. */
export interface FreshAccount {
  username: string;
  password: string;
  token: string;
}

/** Registers a new member through the registration API (open registrations, no captcha). */
export async function registerAccount(
  request: APIRequestContext,
  prefix: string,
): Promise<FreshAccount> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = `pw-${username}`;
  const response = await request.post('/api/v1/accounts', {
    // Registration needs a bearer token; any seeded one will do.
    headers: { authorization: 'Bearer demo-token-priya' },
    form: { nickname: username, password, email: `${username}@mail.example`, agreement: 'true' },
  });
  if (!response.ok())
    throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { access_token: string };
  return { username, password, token: body.access_token };
}

/** The id of an account by its address (the fake instance resolves `/api/v1/accounts/:acct`). */
export async function accountId(request: APIRequestContext, acct: string): Promise<string> {
  const response = await request.get(`/api/v1/accounts/${acct}`);
  if (!response.ok()) throw new Error(`no account ${acct}: ${response.status()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Requests as the account's owner. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Every seeded account other than the viewer, as addresses an import reads. */
export const SEEDED_ADDRESSES = [
  'marisol',
  'tobias',
  'wren',
  'harbourbot',
  'felix',
  'juniper',
  'quentin',
  'amara',
  'dmitri',
  'priya',
  'hana',
  'ezra',
  'signe',
  'rosa',
  'moss@lichen.example',
  'kit@lichen.example',
  'ilse@lichen.example',
  'nell@harbour.example',
  'omar@harbour.example',
  'lu@harbour.example',
  'greta@xn--bcherei-n2a.example',
  'jonas@xn--bcherei-n2a.example',
  'ayla@xn--bcherei-n2a.example',
];
