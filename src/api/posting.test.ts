import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import { newIdempotencyKey, postStatus, updateStatus, type NewStatus } from './posting';
import { setMediaDescription, uploadMedia } from './media';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const wireStatus = { id: '1', content: 'hi', account: { id: '2', acct: 'june', username: 'june' } };

describe('postStatus', () => {
  it('sends every field with the idempotency key', async () => {
    const fake = createFakeFetch(jsonResponse(wireStatus));
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl: fake.fetch });
    const status = await postStatus(
      client,
      {
        status: 'hi',
        spoilerText: '',
        visibility: 'unlisted',
        sensitive: false,
        mediaIds: ['m1'],
        inReplyToStatusId: 'r1',
        quoteId: null,
        contentType: 'text/plain',
        language: 'en',
        poll: { options: ['a', 'b'], multiple: false, expires_in: 600 },
      },
      'key-1',
    );
    expect(status.id).toBe('1');
    const request = fake.requests[0];
    expect(request?.headers['Idempotency-Key']).toBe('key-1');
    expect(JSON.parse(String(request?.body))).toEqual({
      status: 'hi',
      spoiler_text: null,
      sensitive: false,
      media_ids: ['m1'],
      content_type: 'text/plain',
      visibility: 'unlisted',
      language: 'en',
      in_reply_to_id: 'r1',
      poll: { options: ['a', 'b'], multiple: false, expires_in: 600 },
    });
  });

  it('carries the server error text on failure', async () => {
    const fake = createFakeFetch(
      jsonResponse({ error: 'The status is over the character limit' }, { status: 422 }),
    );
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl: fake.fetch });
    await expect(
      postStatus(
        client,
        {
          status: 'x',
          spoilerText: '',
          visibility: 'public',
          sensitive: false,
          mediaIds: [],
          contentType: 'text/plain',
        },
        'k',
      ),
    ).rejects.toMatchObject({
      serverMessage: 'The status is over the character limit',
      status: 422,
    });
  });
});

describe('updateStatus and media', () => {
  it('puts the edit payload without visibility', async () => {
    const fake = createFakeFetch(jsonResponse(wireStatus));
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl: fake.fetch });
    await updateStatus(client, '1', {
      status: 'new',
      spoilerText: 'cw',
      sensitive: true,
      mediaIds: [],
      contentType: 'text/plain',
    });
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(JSON.parse(String(fake.requests[0]?.body))).not.toHaveProperty('visibility');
  });

  it('leaves visibility, reply and quote out even when a whole draft is handed over', async () => {
    const fake = createFakeFetch(jsonResponse(wireStatus));
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl: fake.fetch });
    const draft: NewStatus = {
      status: 'new',
      spoilerText: '',
      visibility: 'private',
      sensitive: false,
      mediaIds: ['m1'],
      inReplyToStatusId: '7',
      quoteId: '8',
      contentType: 'text/markdown',
      language: 'en',
    };
    await updateStatus(client, '1', draft);
    const sent = JSON.parse(String(fake.requests[0]?.body)) as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual(
      ['content_type', 'language', 'media_ids', 'sensitive', 'spoiler_text', 'status'].sort(),
    );
    expect(sent['media_ids']).toEqual(['m1']);
  });

  it('uploads one field named file and sets descriptions', async () => {
    const fake = createFakeFetch(
      jsonResponse({ id: 'm1', url: 'https://p.example/a.png', type: 'image' }),
      jsonResponse({ id: 'm1', url: 'u', description: 'd' }),
    );
    const client = createApiClient({ baseUrl: 'https://p.example', fetchImpl: fake.fetch });
    const attachment = await uploadMedia(client, new Blob(['x'], { type: 'image/png' }), 'a.png');
    expect(attachment.id).toBe('m1');
    const form = fake.requests[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    expect((await setMediaDescription(client, 'm1', 'd')).description).toBe('d');
  });
});

describe('newIdempotencyKey', () => {
  it('starts with the timestamp', () => {
    expect(newIdempotencyKey(1234)).toMatch(/^1234\d{6}$/);
  });
});
