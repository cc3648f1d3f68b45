import type { FastifyInstance } from 'fastify';
import { fail } from '../auth.js';
import type { Visibility } from '../store.js';
import type { StreamInjector } from '../streamInjection.js';
import type { StreamHub } from '../streaming.js';

export interface StreamControlOptions {
  hub: StreamHub;
  injector: StreamInjector;
}

const VISIBILITIES: readonly Visibility[] = ['public', 'unlisted', 'private', 'direct', 'local'];

function int(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * Stream control for tests (only with --control), under /__control/stream:
 * - POST statuses {count, rate, account, text, visibility, spoiler_text, in_reply_to_id, mentions}
 *   makes statuses at `rate` a second and streams them; GET jobs/:id tells progress;
 * - POST edit {id, text}, POST delete {id}, POST notification {to, from, type, status_id,
 *   emoji, target} (stored as well as streamed),
 *   POST filters_changed {account?}, POST raw {event, payload};
 * - POST drop {code, stream?, down_ms?} closes sockets with `code` (1006: cut without a close
 *   frame) and refuses new ones for `down_ms`.
 */
export function registerStreamControl(
  app: FastifyInstance,
  { hub, injector }: StreamControlOptions,
): void {
  const body = (raw: unknown): Record<string, unknown> =>
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

  app.post('/__control/stream/statuses', async (request, reply) => {
    const b = body(request.body);
    const visibility = text(b.visibility, 'public') as Visibility;
    if (!VISIBILITIES.includes(visibility)) return fail(reply, 422, 'unknown visibility');
    const account = text(b.account, 'amara');
    const mentions = Array.isArray(b.mentions)
      ? b.mentions.filter((m): m is string => typeof m === 'string')
      : typeof b.mentions === 'string'
        ? b.mentions.split(',')
        : [];
    const options = {
      account,
      text: text(b.text, 'Injected post {n}'),
      visibility,
      spoilerText: typeof b.spoiler_text === 'string' ? b.spoiler_text : '',
      inReplyToId: typeof b.in_reply_to_id === 'string' ? b.in_reply_to_id : null,
      mentions,
    };
    try {
      const job = injector.start(
        options,
        int(b.count, 1, 1, 100_000),
        int(b.rate, 1000, 1, 10_000),
      );
      return { ok: true, job: { ...job, ids: job.ids.slice(0, 100) } };
    } catch (error) {
      return fail(reply, 422, error instanceof Error ? error.message : 'bad request');
    }
  });

  app.get<{ Params: { id: string } }>('/__control/stream/jobs/:id', async (request, reply) => {
    const job = injector.jobs.get(Number(request.params.id));
    if (!job) return fail(reply, 404, 'no such job');
    return {
      ok: true,
      job: { id: job.id, total: job.total, sent: job.sent, done: job.done },
      first_id: job.ids[0] ?? null,
      last_id: job.ids[job.ids.length - 1] ?? null,
    };
  });

  app.post('/__control/stream/edit', async (request, reply) => {
    const b = body(request.body);
    const status = injector.edit(text(b.id, ''), text(b.text, 'Edited'));
    return status ? { ok: true, id: status.id } : fail(reply, 404, 'Record not found');
  });

  app.post('/__control/stream/delete', async (request, reply) => {
    const b = body(request.body);
    return injector.remove(text(b.id, '')) ? { ok: true } : fail(reply, 404, 'Record not found');
  });

  app.post('/__control/stream/notification', async (request, reply) => {
    const b = body(request.body);
    const notification = injector.notify(
      text(b.to, 'juniper'),
      text(b.from, 'amara'),
      text(b.type, 'mention'),
      typeof b.status_id === 'string' ? b.status_id : undefined,
      {
        ...(typeof b.emoji === 'string' ? { emoji: b.emoji } : {}),
        ...(typeof b.target === 'string' ? { target: b.target } : {}),
      },
    );
    return notification ? { ok: true, notification } : fail(reply, 404, "Can't find user");
  });

  app.post('/__control/stream/filters_changed', async (request) => {
    const b = body(request.body);
    hub.publishFiltersChanged(typeof b.account === 'string' ? b.account : undefined);
    return { ok: true };
  });

  app.post('/__control/stream/raw', async (request) => {
    const b = body(request.body);
    hub.publishRaw(text(b.event, 'unknown'), typeof b.payload === 'string' ? b.payload : undefined);
    return { ok: true };
  });

  app.post('/__control/stream/drop', async (request) => {
    const b = body(request.body);
    const downMs = int(b.down_ms, 0, 0, 600_000);
    hub.refuseUntil = downMs > 0 ? Date.now() + downMs : 0;
    const dropped = hub.drop(
      int(b.code, 1006, 1000, 4999),
      typeof b.stream === 'string' ? b.stream : undefined,
    );
    return { ok: true, dropped };
  });

  app.get('/__control/stream/state', async () => ({
    ok: true,
    listeners: [...hub.listeners].map((l) => ({
      stream: l.request.stream,
      viewer: l.viewer?.username ?? null,
    })),
    sent: hub.sent,
  }));
}
