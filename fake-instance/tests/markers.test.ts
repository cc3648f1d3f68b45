import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, TOKENS } from './helpers.js';

type Markers = Record<string, { last_read_id: string; version: number; updated_at: string }>;

/** Every marker in an answer must be Mastodon's Marker, and only home/notifications appear. */
function expectMarkers(body: unknown): Markers {
  expect(body).toBeTypeOf('object');
  const markers = body as Markers;
  for (const [name, marker] of Object.entries(markers)) {
    expect(['home', 'notifications']).toContain(name);
    expectMatchesSchema(marker, 'Marker');
  }
  return markers;
}

/** A markers call; errors must be Mastodon's Error, answers a map of Marker. */
async function call(
  app: FastifyInstance,
  url: string,
  options: { token?: string; method?: 'GET' | 'POST'; payload?: Record<string, unknown> } = {},
): Promise<{ status: number; body: Markers }> {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
  const body: unknown = response.json();
  if (response.statusCode >= 400) expectMatchesSchema(body, 'Error');
  return {
    status: response.statusCode,
    body: response.statusCode < 400 ? expectMarkers(body) : {},
  };
}

const BOTH = '/api/v1/markers?timeline[]=home&timeline[]=notifications';

describe('markers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp({ control: true });
  });
  afterAll(async () => app.close());

  it('answers an empty object before anything was saved', async () => {
    const { status, body } = await call(app, BOTH, { token: TOKENS.june });
    expect(status).toBe(200);
    expect(body).toEqual({});
  });

  it('saves from JSON and from a form, counting versions per user and timeline', async () => {
    const first = await call(app, '/api/v1/markers', {
      token: TOKENS.june,
      method: 'POST',
      payload: { home: { last_read_id: '100' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.home).toMatchObject({ last_read_id: '100', version: 1 });

    const form = await app.inject({
      method: 'POST',
      url: '/api/v1/markers',
      headers: {
        authorization: `Bearer ${TOKENS.june}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'home[last_read_id]=120&notifications[last_read_id]=7',
    });
    expect(form.statusCode).toBe(200);
    const saved = expectMarkers(form.json());
    expect(saved.home).toMatchObject({ last_read_id: '120', version: 2 });
    expect(saved.notifications).toMatchObject({ last_read_id: '7', version: 1 });
    expect(Date.parse(saved.home?.updated_at ?? '')).not.toBeNaN();

    const read = await call(app, BOTH, { token: TOKENS.june });
    expect(read.body).toEqual(saved);
    const onlyHome = await call(app, '/api/v1/markers?timeline[]=home', {
      token: TOKENS.june,
    });
    expect(Object.keys(onlyHome.body)).toEqual(['home']);
    // Another user has positions of their own.
    const other = await call(app, BOTH, { token: TOKENS.admin });
    expect(other.body).toEqual({});
  });

  it('refuses visitors and a POST without an id', async () => {
    expect((await call(app, BOTH)).status).toBe(403);
    const empty = await call(app, '/api/v1/markers', {
      token: TOKENS.june,
      method: 'POST',
      payload: { home: {} },
    });
    expect(empty.status).toBe(422);
  });

  it('forgets every position on reset', async () => {
    await call(app, '/api/v1/markers', {
      token: TOKENS.june,
      method: 'POST',
      payload: { home: { last_read_id: '100' } },
    });
    await app.inject({ method: 'POST', url: '/__control/reset' });
    const read = await call(app, BOTH, { token: TOKENS.june });
    expect(read.body).toEqual({});
  });
});
