import type { FastifyInstance } from 'fastify';
import { fail } from '../auth.js';
import { CallLog } from '../callLog.js';
import { faultBody, type FaultPlan } from '../control.js';

export interface ControlOptions {
  plan: FaultPlan;
  /** Rebuilds the seed and clears faults. */
  reset: () => void;
  /**
   * Forgets what a test saves that the next one would load as its own: every account's synced
   * front-end settings and reading positions (markers). Posts and the rest stay.
   */
  forgetSettings: () => void;
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The test-only control API under /__control, plus the hook that applies its faults.
 * Called on the root instance so the hook sees every request.
 */
export function registerControl(
  app: FastifyInstance,
  { plan, reset, forgetSettings }: ControlOptions,
): void {
  const calls = new CallLog();
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/__control')) return;
    const ms = plan.takeDelay(path);
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    const fault = plan.takeFault(path, request.method);
    if (fault?.drop === 'before') {
      reply.hijack();
      request.raw.socket?.destroy();
      return;
    }
    // Past this point the call reaches the server (a dropped answer included).
    const key = request.headers['idempotency-key'];
    calls.note(request.method, path, typeof key === 'string' ? key : null);
    if (fault?.drop === 'after') {
      droppedAfter.add(request.raw);
      return;
    }
    if (fault?.truncate) {
      truncated.add(request.raw);
      return;
    }
    if (fault?.retryAfter !== undefined) reply.header('retry-after', String(fault.retryAfter));
    if (fault) return reply.code(fault.status).send(faultBody(fault.status));
  });

  // A reply cut off mid-way: the status and headers are right, the JSON is not whole.
  const truncated = new WeakSet<object>();
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!truncated.has(request.raw) || typeof payload !== 'string') return payload;
    return payload.slice(0, Math.max(1, Math.floor(payload.length / 2)));
  });

  // A call that was handled but whose answer never arrives: the case idempotency keys exist for.
  const droppedAfter = new WeakSet<object>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const socket = request.raw.socket;
    if (droppedAfter.has(request.raw) && socket) {
      // A few bytes that are no HTTP answer first: browsers quietly resend a request whose
      // connection broke before anything arrived, which would hide the failure from the page.
      socket.write('\0\0\0\r\n');
      socket.destroy();
    }
    return payload;
  });

  app.post('/__control/drop', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    plan.faults.push({
      status: 0,
      remaining: positiveInt(body.count, 1),
      path: typeof body.path === 'string' ? body.path : undefined,
      drop: body.after === true || body.after === 'true' ? 'after' : 'before',
      method: typeof body.method === 'string' ? body.method.toUpperCase() : undefined,
    });
    return { ok: true, faults: plan.faults, delays: plan.delays };
  });

  app.post('/__control/fail', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = positiveInt(body.status, 0);
    if (status < 400 || status > 599) return fail(reply, 422, 'status must be 400-599');
    plan.faults.push({
      status,
      remaining: positiveInt(body.count, 1),
      path: typeof body.path === 'string' ? body.path : undefined,
      method: typeof body.method === 'string' ? body.method.toUpperCase() : undefined,
      // A 429 always says when to come back, as Akkoma's rate limiter does.
      retryAfter: status === 429 ? positiveInt(body.retryAfter, 1) : undefined,
    });
    return { ok: true, faults: plan.faults, delays: plan.delays };
  });

  app.post('/__control/truncate', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    plan.faults.push({
      status: 200,
      remaining: positiveInt(body.count, 1),
      path: typeof body.path === 'string' ? body.path : undefined,
      method: typeof body.method === 'string' ? body.method.toUpperCase() : undefined,
      truncate: true,
    });
    return { ok: true, faults: plan.faults, delays: plan.delays };
  });

  app.post('/__control/delay', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const ms = positiveInt(body.ms, 0);
    if (ms === 0 || ms > 120_000) return fail(reply, 422, 'ms must be 1-120000');
    plan.delays.push({
      ms,
      remaining: positiveInt(body.count, 1),
      path: typeof body.path === 'string' ? body.path : undefined,
    });
    return { ok: true, faults: plan.faults, delays: plan.delays };
  });

  // What reached the server, in order: tests count a call once sent twice (issue 27).
  app.get('/__control/calls', async (request) => {
    const query = request.query as Record<string, unknown>;
    const prefix = typeof query['path'] === 'string' ? query['path'] : '';
    return { ok: true, calls: calls.list(prefix, query['method'] === 'GET') };
  });
  app.delete('/__control/calls', async () => {
    calls.clear();
    return { ok: true };
  });

  app.post('/__control/reset', async () => {
    calls.clear();
    reset();
    return { ok: true, faults: plan.faults, delays: plan.delays };
  });

  // Tests in one worker share an instance; a preference one synced, or a reading position one
  // saved by scrolling home, must not reach the next (a saved position opens home further down,
  // with the newer posts counted behind the load button).
  app.post('/__control/forget-settings', async () => {
    forgetSettings();
    return { ok: true };
  });

  app.get('/__control/state', async () => ({ ok: true, faults: plan.faults, delays: plan.delays }));
}
