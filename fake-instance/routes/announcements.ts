import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contextFor, ERRORS, fail, flag, type Shared } from '../auth.js';
import { isoTime } from '../render/context.js';

interface AnnouncementRecord {
  id: string;
  /** The admin's source text; the HTML is made from it. */
  raw: string;
  startsAt: number | null;
  endsAt: number | null;
  allDay: boolean;
  publishedAt: number;
  updatedAt: number;
  readBy: Set<string>;
}

const HOUR = 3600_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(raw: string): string {
  return raw
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br/>')}</p>`)
    .join('');
}

function seed(now: number): AnnouncementRecord[] {
  const make = (
    id: string,
    raw: string,
    publishedAgo: number,
    window?: { startsIn: number; endsIn: number },
  ) => ({
    id,
    raw,
    startsAt: window ? now + window.startsIn : null,
    endsAt: window ? now + window.endsIn : null,
    allDay: false,
    publishedAt: now - publishedAgo,
    updatedAt: now - publishedAgo,
    readBy: new Set<string>(),
  });
  return [
    make(
      'AnnWelcome000000001',
      'Welcome to the Petrel demo! Everything here resets when the server restarts.',
      48 * HOUR,
    ),
    make(
      'AnnMaintenance00002',
      'Planned maintenance tonight between 22:00 and 23:00. Posts may be slow to arrive.',
      2 * HOUR,
      {
        startsIn: -HOUR,
        endsIn: 12 * HOUR,
      },
    ),
    // Scheduled for next week: only admins see it until then.
    make('AnnFuture0000000003', 'New emoji packs arrive next week.', HOUR, {
      startsIn: 7 * 24 * HOUR,
      endsIn: 8 * 24 * HOUR,
    }),
  ];
}

const timeOrNull = (value: unknown): number | null | undefined => {
  if (value === null || value === '') return null;
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};

/**
 * Announcements (document 3 §7): users read the active ones and dismiss them; admins manage
 * all of them under /api/v1/pleroma/admin/announcements.
 */
export const announcementRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  // The seed's clock: fixed in tests, the start time in the demo, moving forward from there.
  const booted = Date.now();
  const clock = () => shared.store.now + (Date.now() - booted);
  let announcements = seed(shared.store.now);
  let counter = 4;

  const render = (a: AnnouncementRecord, viewerId?: string) => ({
    id: a.id,
    content: html(a.raw),
    starts_at: a.startsAt === null ? null : isoTime(a.startsAt),
    ends_at: a.endsAt === null ? null : isoTime(a.endsAt),
    all_day: a.allDay,
    published_at: isoTime(a.publishedAt),
    updated_at: isoTime(a.updatedAt),
    ...(viewerId ? { read: a.readBy.has(viewerId) } : {}),
    mentions: [],
    statuses: [],
    tags: [],
    emojis: [],
    reactions: [],
    pleroma: { raw_content: a.raw },
  });
  const active = (a: AnnouncementRecord) => {
    const now = clock();
    return (a.startsAt === null || a.startsAt <= now) && (a.endsAt === null || a.endsAt >= now);
  };
  const admin = (request: FastifyRequest) => {
    const viewer = contextFor(request, shared).viewer;
    return viewer?.isAdmin ? viewer : null;
  };
  const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;

  app.get('/api/v1/announcements', async (request, reply) => {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    return announcements.filter(active).map((a) => render(a, viewer.id));
  });

  app.post<{ Params: { id: string } }>(
    '/api/v1/announcements/:id/dismiss',
    async (request, reply) => {
      const viewer = contextFor(request, shared).viewer;
      if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
      const found = announcements.find((a) => a.id === request.params.id && active(a));
      if (!found) return fail(reply, 404, 'Record not found');
      found.readBy.add(viewer.id);
      return {};
    },
  );

  app.get('/api/v1/pleroma/admin/announcements', async (request, reply) => {
    if (!admin(request)) return fail(reply, 403, 'User is not an admin.');
    return announcements.map((a) => render(a));
  });

  app.post('/api/v1/pleroma/admin/announcements', async (request, reply) => {
    if (!admin(request)) return fail(reply, 403, 'User is not an admin.');
    const input = body(request);
    const raw = typeof input.content === 'string' ? input.content.trim() : '';
    if (!raw) return fail(reply, 422, "content can't be blank");
    const startsAt = timeOrNull(input.starts_at) ?? null;
    const endsAt = timeOrNull(input.ends_at) ?? null;
    if (startsAt !== null && endsAt !== null && endsAt < startsAt)
      return fail(reply, 422, 'ends_at must be after starts_at');
    const now = clock();
    const record: AnnouncementRecord = {
      id: `AnnCreated${String(counter++).padStart(9, '0')}`,
      raw,
      startsAt,
      endsAt,
      allDay: flag(input.all_day),
      publishedAt: now,
      updatedAt: now,
      readBy: new Set(),
    };
    announcements = [record, ...announcements];
    return render(record);
  });

  app.patch<{ Params: { id: string } }>(
    '/api/v1/pleroma/admin/announcements/:id',
    async (request, reply) => {
      if (!admin(request)) return fail(reply, 403, 'User is not an admin.');
      const found = announcements.find((a) => a.id === request.params.id);
      if (!found) return fail(reply, 404, 'Record not found');
      const input = body(request);
      if (typeof input.content === 'string') {
        if (!input.content.trim()) return fail(reply, 422, "content can't be blank");
        found.raw = input.content.trim();
      }
      const startsAt = timeOrNull(input.starts_at);
      const endsAt = timeOrNull(input.ends_at);
      if (startsAt !== undefined) found.startsAt = startsAt;
      if (endsAt !== undefined) found.endsAt = endsAt;
      if (input.all_day !== undefined) found.allDay = flag(input.all_day);
      found.updatedAt = clock();
      return render(found);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/v1/pleroma/admin/announcements/:id',
    async (request, reply) => {
      if (!admin(request)) return fail(reply, 403, 'User is not an admin.');
      const before = announcements.length;
      announcements = announcements.filter((a) => a.id !== request.params.id);
      if (announcements.length === before) return fail(reply, 404, 'Record not found');
      return {};
    },
  );
};
