import type { FastifyPluginAsync } from 'fastify';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';
import { MARKER_TIMELINES, markerBookFor, renderMarker, type MarkerTimeline } from '../markers.js';

type Query = Record<string, string | string[] | undefined>;

/** `timeline[]=home&timeline[]=notifications`, or `timeline=home` as some clients send it. */
function askedTimelines(query: Query): MarkerTimeline[] {
  const raw = query['timeline[]'] ?? query.timeline;
  const names = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return MARKER_TIMELINES.filter((name) => names.includes(name));
}

/** The id a POST sets for one timeline: JSON `{home: {last_read_id}}` or form `home[last_read_id]`. */
function postedId(body: Record<string, unknown>, timeline: MarkerTimeline): string | undefined {
  const nested = body[timeline];
  if (nested && typeof nested === 'object') {
    const id = (nested as Record<string, unknown>).last_read_id;
    if (typeof id === 'string' && id !== '') return id;
  }
  const flat = body[`${timeline}[last_read_id]`];
  return typeof flat === 'string' && flat !== '' ? flat : undefined;
}

/** GET and POST /api/v1/markers: per-user reading positions with version and updated_at. */
export const markerRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  const book = markerBookFor(shared.store);

  app.get('/api/v1/markers', async (request, reply) => {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const answer: Record<string, ReturnType<typeof renderMarker>> = {};
    for (const timeline of askedTimelines(request.query as Query)) {
      const record = book.get(viewer.id, timeline);
      if (record) answer[timeline] = renderMarker(record);
    }
    return answer;
  });

  app.post('/api/v1/markers', async (request, reply) => {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const answer: Record<string, ReturnType<typeof renderMarker>> = {};
    const now = Date.now();
    for (const timeline of MARKER_TIMELINES) {
      const id = postedId(body, timeline);
      if (id) answer[timeline] = renderMarker(book.save(viewer.id, timeline, id, now));
    }
    if (Object.keys(answer).length === 0)
      return fail(reply, 422, 'Validation failed: last_read_id is missing');
    return answer;
  });
};
