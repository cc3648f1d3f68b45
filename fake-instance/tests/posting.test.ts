import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, requestJson, TOKENS, type WireStatus } from './helpers.js';

/** A multipart body with one file field (and optional text fields), as browsers send it. */
function multipart(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const boundary = '----petrel-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 2x3 PNG header is enough for the size reader. */
function pngBytes(width: number, height: number): Buffer {
  const b = Buffer.alloc(64);
  b.writeUInt32BE(0x89504e47, 0);
  b.writeUInt32BE(0x0d0a1a0a, 4);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  return b;
}

describe('posting', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ control: true });
  });
  afterAll(async () => {
    await app.close();
  });

  const auth = { authorization: `Bearer ${TOKENS.june}` };

  async function upload(
    name: string,
    description = '',
  ): Promise<{ id: string; type: string; url: string; description: string | null }> {
    const body = multipart(
      { name, type: 'image/png', bytes: pngBytes(2, 3) },
      description ? { description } : {},
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/media',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const json: unknown = res.json();
    expectMatchesSchema(json, 'MediaAttachment');
    return json as { id: string; type: string; url: string; description: string | null };
  }

  it('uploads media, sets its description and serves the file', async () => {
    const media = await upload('one.png', 'first');
    expect(media.type).toBe('image');
    expect(media.description).toBe('first');
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/media/${media.id}`,
      headers: auth,
      payload: { description: 'A heron' },
    });
    expect(put.statusCode).toBe(200);
    const json: { description: string; meta: { original: { width: number } } } = put.json();
    expectMatchesSchema(json, 'MediaAttachment');
    expect(json.description).toBe('A heron');
    expect(json.meta.original.width).toBe(2);
    const file = await app.inject({ method: 'GET', url: new URL(media.url).pathname });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a file over the upload limit with 413', async () => {
    const body = multipart({ name: 'big.png', type: 'image/png', bytes: Buffer.alloc(16_000_001) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expectMatchesSchema(res.json(), 'Error');
  });

  it('posts with every field and shows the post in the home timeline', async () => {
    const a = await upload('a.png');
    const b = await upload('b.png');
    const res = await requestJson<WireStatus & { language: string | null }>(
      app,
      '/api/v1/statuses',
      'Status',
      {
        token: TOKENS.june,
        method: 'POST',
        payload: {
          status: 'Tide tables for #tides with :blobcat: and @marisol',
          spoiler_text: 'long read',
          visibility: 'unlisted',
          sensitive: 'true',
          content_type: 'text/plain',
          language: 'en',
          media_ids: [a.id, b.id],
          poll: { options: ['high', 'low'], expires_in: 600, multiple: true },
        },
      },
    );
    expect(res.status).toBe(200);
    const s = res.body;
    expect(s.spoiler_text).toBe('long read');
    expect(s.visibility).toBe('unlisted');
    expect(s.sensitive).toBe(true);
    expect(s.language).toBe('en');
    expect(s.media_attachments.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(s.poll?.multiple).toBe(true);
    expect(s.poll?.options.map((o) => o.title)).toEqual(['high', 'low']);
    expect(s.tags.map((t) => t.name)).toEqual(['tides']);
    expect(s.mentions.map((m) => m.acct)).toEqual(['marisol']);
    const home = await requestJson<WireStatus[]>(app, '/api/v1/timelines/home', 'Status[]', {
      token: TOKENS.june,
    });
    expect(home.body[0]?.id).toBe(s.id);
  });

  it('reads form-encoded arrays', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/statuses',
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'status=form&poll%5Boptions%5D%5B%5D=x&poll%5Boptions%5D%5B%5D=y&poll%5Bexpires_in%5D=3600',
    });
    expect(res.statusCode).toBe(200);
    const json: WireStatus = res.json();
    expectMatchesSchema(json, 'Status');
    expect(json.poll?.options.map((o) => o.title)).toEqual(['x', 'y']);
  });

  it('gives Akkoma’s errors for an empty post and one over the limit', async () => {
    const empty = await requestJson<{ error: string }>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: { status: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error).toBe('Cannot post an empty status without attachments');
    const long = await requestJson<{ error: string }>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: { status: 'a'.repeat(4999), spoiler_text: 'bc' },
    });
    expect(long.status).toBe(422);
    expect(long.body.error).toBe('The status is over the character limit');
  });

  it('needs a signed-in user', async () => {
    const res = await requestJson(app, '/api/v1/statuses', 'Status', {
      method: 'POST',
      payload: { status: 'hi' },
    });
    expect(res.status).toBe(403);
  });

  it('honours idempotency keys', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/statuses',
        headers: { ...auth, 'idempotency-key': 'k-1' },
        payload: { status: 'once' },
      });
    const first: WireStatus = (await send()).json();
    const second: WireStatus = (await send()).json();
    expectMatchesSchema(second, 'Status');
    expect(second.id).toBe(first.id);
    const home = await requestJson<WireStatus[]>(app, '/api/v1/timelines/home', 'Status[]', {
      token: TOKENS.june,
    });
    expect(home.body.filter((s) => s.content === 'once')).toHaveLength(1);
  });

  it('previews without storing', async () => {
    const res = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: { status: 'just **looking**', content_type: 'text/markdown', preview: 'true' },
    });
    expect(res.body.content).toContain('<strong>looking</strong>');
    const again = await app.inject({
      method: 'GET',
      url: `/api/v1/statuses/${res.body.id}`,
      headers: auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('replies in the thread and mentions the parent author', async () => {
    const parent = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.admin,
      method: 'POST',
      payload: { status: 'parent', visibility: 'public' },
    });
    const reply = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: {
        status: 'child',
        in_reply_to_id: parent.body.id,
        visibility: 'unlisted',
        quote_id: parent.body.id,
      },
    });
    expect(reply.body.in_reply_to_id).toBe(parent.body.id);
    expect(reply.body.mentions.map((m) => m.acct)).toEqual(['marisol']);
    expect(reply.body.quote_id).toBe(parent.body.id);
  });

  it('a seeded edited post lists its earlier versions, oldest first, then the current one', async () => {
    const search = await requestJson<{ statuses: WireStatus[] }>(
      app,
      `/api/v2/search?type=statuses&q=${encodeURIComponent('Some notes from this week')}`,
      'Search',
      { token: TOKENS.june },
    );
    const post = search.body.statuses[0];
    expect(post?.edited_at).not.toBeNull();
    const history = await requestJson<{ content: string; created_at: string }[]>(
      app,
      `/api/v1/statuses/${post?.id ?? ''}/history`,
      'StatusEdit[]',
      { token: TOKENS.june },
    );
    expect(history.body.length).toBeGreaterThanOrEqual(3);
    expect(history.body[0]?.created_at).toBe(post?.created_at);
    expect(history.body.at(-1)?.content).toBe(post?.content);
    expect(history.body.at(-1)?.created_at).toBe(post?.edited_at);
    const times = history.body.map((v) => Date.parse(v.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(history.body.map((v) => v.content)).size).toBe(history.body.length);
  });

  it('edits, keeps the source and lists the history', async () => {
    const post = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: { status: 'first version' },
    });
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/statuses/${post.body.id}`,
      headers: auth,
      payload: { status: 'second version', spoiler_text: 'cw' },
    });
    expect(edit.statusCode).toBe(200);
    const edited: WireStatus = edit.json();
    expectMatchesSchema(edited, 'Status');
    expect(edited.edited_at).not.toBeNull();
    const source = await requestJson<{ text: string; spoiler_text: string }>(
      app,
      `/api/v1/statuses/${post.body.id}/source`,
      'StatusSource',
      { token: TOKENS.june },
    );
    expect(source.body).toMatchObject({ text: 'second version', spoiler_text: 'cw' });
    const history = await requestJson<{ content: string }[]>(
      app,
      `/api/v1/statuses/${post.body.id}/history`,
      'StatusEdit[]',
      { token: TOKENS.june },
    );
    expect(history.body.map((v) => v.content)).toEqual(['first version', 'second version']);
    const other = await app.inject({
      method: 'PUT',
      url: `/api/v1/statuses/${post.body.id}`,
      headers: { authorization: `Bearer ${TOKENS.admin}` },
      payload: { status: 'x' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('deletes a post for a redraft', async () => {
    const post = await requestJson<WireStatus>(app, '/api/v1/statuses', 'Status', {
      token: TOKENS.june,
      method: 'POST',
      payload: { status: 'gone soon' },
    });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/statuses/${post.body.id}`,
      headers: auth,
    });
    expect(del.statusCode).toBe(200);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/v1/statuses/${post.body.id}`,
      headers: auth,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('searches accounts for mentions', async () => {
    const res = await requestJson<{ acct: string }[]>(
      app,
      '/api/v1/accounts/search?q=mar&resolve=false&limit=5',
      'Account[]',
      { token: TOKENS.june },
    );
    expect(res.body[0]?.acct).toBe('marisol');
    expect(res.body.length).toBeLessThanOrEqual(5);
  });
});

describe('a dropped answer (control API)', () => {
  it('handles the post, cuts the connection, and the same key then gives the same post', async () => {
    const app = await makeApp({ control: true });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const drop = await fetch(`${base}/__control/drop`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/v1/statuses', method: 'POST', after: true }),
      });
      expectMatchesSchema(await drop.json(), 'ControlState');
      const send = () =>
        fetch(`${base}/api/v1/statuses`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${TOKENS.june}`,
            'content-type': 'application/json',
            'idempotency-key': 'drop-1',
          },
          body: JSON.stringify({ status: 'lost answer' }),
        });
      await expect(send()).rejects.toThrow();
      const again = await send();
      const json: unknown = await again.json();
      expectMatchesSchema(json, 'Status');
      const home = await requestJson<WireStatus[]>(app, '/api/v1/timelines/home', 'Status[]', {
        token: TOKENS.june,
      });
      expect(home.body.filter((s) => s.content === 'lost answer')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
