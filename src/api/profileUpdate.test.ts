import { describe, expect, it } from 'vitest';
import { profileUpdateBody, updateProfile, type ProfileText } from './accountSettings';
import { createApiClient } from './http';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const before: ProfileText = {
  displayName: 'Bob',
  note: 'hello',
  fields: [
    { name: 'web', value: 'https://bob.example' },
    { name: 'pronouns', value: 'he/him' },
  ],
};

describe('profileUpdateBody', () => {
  it('sends only what changed', () => {
    expect(profileUpdateBody(before, { ...before, displayName: 'Robert' })).toEqual({
      display_name: 'Robert',
    });
    expect(profileUpdateBody(before, { ...before, note: '' })).toEqual({ note: '' });
    expect(profileUpdateBody(before, before)).toEqual({});
  });

  it('sends fields as an object keyed by index, never an array', () => {
    const fields = [{ name: 'web', value: 'https://bob.example/new' }, before.fields[1]!];
    const body = profileUpdateBody(before, { ...before, fields });
    expect(Array.isArray(body['fields_attributes'])).toBe(false);
    expect(body).toEqual({
      fields_attributes: {
        '0': { name: 'web', value: 'https://bob.example/new' },
        '1': { name: 'pronouns', value: 'he/him' },
      },
    });
  });

  it('clears removed fields with empty pairs, and all of them when none is left', () => {
    expect(profileUpdateBody(before, { ...before, fields: [] })).toEqual({
      fields_attributes: { '0': { name: '', value: '' }, '1': { name: '', value: '' } },
    });
  });

  it('no profile with fields, a first field added', () => {
    const empty = { ...before, fields: [] };
    expect(profileUpdateBody(empty, { ...empty, fields: [{ name: 'a', value: 'b' }] })).toEqual({
      fields_attributes: { '0': { name: 'a', value: 'b' } },
    });
  });
});

describe('updateProfile', () => {
  it('PATCHes the changed keys as JSON, and with no change only reads', async () => {
    const account = { id: '1', acct: 'bob', username: 'bob', display_name: 'Robert' };
    const fake = createFakeFetch(jsonResponse(account), jsonResponse(account));
    const client = createApiClient({
      baseUrl: 'https://gts.example',
      getToken: () => 'tok',
      fetchImpl: fake.fetch,
    });
    await updateProfile(client, before, { ...before, displayName: 'Robert' });
    expect(fake.requests[0]?.method).toBe('PATCH');
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({ display_name: 'Robert' });
    await updateProfile(client, before, before);
    expect(fake.requests[1]?.method).toBe('GET');
    expect(new URL(fake.requests[1]!.url).pathname).toBe('/api/v1/accounts/verify_credentials');
  });
});
