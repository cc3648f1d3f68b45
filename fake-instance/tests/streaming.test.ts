import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, TOKENS } from './helpers.js';

/** The few members of a `ws` client these tests use (the package ships no types). */
interface TestSocket {
  send(data: string): void;
  close(code?: number): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  once(event: 'message', listener: (data: Buffer) => void): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: new (url: string) => TestSocket;
};

interface Frame {
  event: string;
  payload?: string;
}

/** Opens a stream and collects its frames. */
async function openStream(
  base: string,
  query: string,
): Promise<{ frames: Frame[]; socket: TestSocket; closed: Promise<number> }> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/v1/streaming?${query}`);
  const frames: Frame[] = [];
  socket.on('message', (data: Buffer) => {
    const text = data.toString();
    if (text !== 'pong') frames.push(JSON.parse(text) as Frame);
  });
  const closed = new Promise<number>((resolve) =>
    socket.on('close', (code: number) => resolve(code)),
  );
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { frames, socket, closed };
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('streaming server and stream control', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    app = await makeApp({ control: true });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, payload }).then((r) => r.json<Record<string, unknown>>());

  it('streams injected statuses to the matching public and user streams, as JSON strings', async () => {
    const local = await openStream(base, 'stream=public:local');
    const home = await openStream(base, `stream=user&access_token=${TOKENS.june}`);
    const job = (await post('/__control/stream/statuses', {
      count: 3,
      rate: 1000,
      account: 'amara',
      text: 'Live {n}',
    })) as {
      job: { ids: string[] };
    };
    expect(job.job.ids).toHaveLength(3);
    await until(() => local.frames.length >= 3 && home.frames.length >= 3);
    const first = local.frames[0];
    expect(first?.event).toBe('update');
    const status = JSON.parse(first?.payload ?? '{}') as { id: string; content: string };
    expectMatchesSchema(status, 'Status');
    expect(status.content).toContain('Live 00001');
    local.socket.close(1000);
    home.socket.close(1000);
  });

  it('sends status.update, delete, notification, filters_changed and unknown events', async () => {
    const home = await openStream(base, `stream=user&access_token=${TOKENS.june}`);
    const made = (await post('/__control/stream/statuses', { count: 1, account: 'amara' })) as {
      job: { ids: string[] };
    };
    const id = made.job.ids[0] ?? '';
    await post('/__control/stream/edit', { id, text: 'Changed words' });
    await post('/__control/stream/notification', {
      to: 'juniper',
      from: 'amara',
      type: 'favourite',
      status_id: id,
    });
    await post('/__control/stream/delete', { id });
    await post('/__control/stream/filters_changed', {});
    await post('/__control/stream/raw', { event: 'announcement.reaction', payload: '{}' });
    await until(() => home.frames.length >= 6);
    expect(home.frames.map((f) => f.event)).toEqual([
      'update',
      'status.update',
      'notification',
      'delete',
      'filters_changed',
      'announcement.reaction',
    ]);
    expect(home.frames[3]?.payload).toBe(id);
    expectMatchesSchema(JSON.parse(home.frames[1]?.payload ?? '{}'), 'Status');
    expectMatchesSchema(JSON.parse(home.frames[2]?.payload ?? '{}'), 'Notification');
    home.socket.close(1000);
  });

  it('answers ping with pong, refuses personal streams without a token', async () => {
    const stream = await openStream(base, 'stream=public');
    const pong = new Promise<string>((resolve) =>
      stream.socket.once('message', (d: Buffer) => resolve(d.toString())),
    );
    stream.socket.send('ping');
    expect(await pong).toBe('pong');
    stream.socket.close(1000);
    await expect(openStream(base, 'stream=user')).rejects.toThrow(/401/);
  });

  it('drops sockets with a chosen code, 1006 without a close frame, and refuses during down_ms', async () => {
    const a = await openStream(base, 'stream=public');
    await post('/__control/stream/drop', { code: 4000 });
    expect(await a.closed).toBe(4000);
    const b = await openStream(base, 'stream=public');
    await post('/__control/stream/drop', { code: 1006, down_ms: 300 });
    expect(await b.closed).toBe(1006);
    await expect(openStream(base, 'stream=public')).rejects.toThrow(/503/);
    await new Promise((r) => setTimeout(r, 350));
    const c = await openStream(base, 'stream=public');
    c.socket.close(1000);
  });

  it('injects at a rate and reports progress', async () => {
    const started = (await post('/__control/stream/statuses', { count: 20, rate: 200 })) as {
      job: { id: number };
    };
    await until(() => false, 10).catch(() => undefined);
    let done = false;
    const t0 = Date.now();
    while (!done) {
      const state = (await app
        .inject({ url: `/__control/stream/jobs/${started.job.id}` })
        .then((r) => r.json())) as {
        job: { done: boolean; sent: number };
      };
      done = state.job.done;
      await new Promise((r) => setTimeout(r, 20));
    }
    // 20 at 200 a second take about 0.1 s.
    expect(Date.now() - t0).toBeGreaterThanOrEqual(50);
  });
});
