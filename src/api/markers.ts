import { isApiError } from './errors';
import type { ApiClient } from './http';
import { asInteger, asNullableString, asRecord, asId, isRecord } from './normalise/read';
import type { CallOptions } from './timelines';

/** The timelines Mastodon keeps a reading position for (document 3, markers). */
export type MarkerTimeline = 'home' | 'notifications';

/** Document 3 Marker: the last read id, a save counter and when it was saved. */
export interface Marker {
  last_read_id: string;
  version: number;
  updated_at: string | null;
}

export type Markers = Partial<Record<MarkerTimeline, Marker>>;

const TIMELINES: readonly MarkerTimeline[] = ['home', 'notifications'];

export function normaliseMarker(wire: unknown): Marker | null {
  if (!isRecord(wire)) return null;
  const id = asId(wire['last_read_id']);
  if (!id) return null;
  return {
    last_read_id: id,
    version: asInteger(wire['version']),
    updated_at: asNullableString(wire['updated_at']),
  };
}

/** Keeps the known timelines with a usable marker; anything else in the answer is dropped. */
export function normaliseMarkers(wire: unknown): Markers {
  const record = asRecord(wire);
  const markers: Markers = {};
  for (const timeline of TIMELINES) {
    const marker = normaliseMarker(record[timeline]);
    if (marker) markers[timeline] = marker;
  }
  return markers;
}

/**
 * Whether a failure means the server has no markers API at all (Mastodon before 3.0, some
 * Pleroma builds, snac), so the position is kept in the browser instead.
 */
export function markersUnsupported(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 501);
}

export async function fetchMarkers(
  client: ApiClient,
  timelines: readonly MarkerTimeline[] = TIMELINES,
  options: CallOptions = {},
): Promise<Markers> {
  const wire = await client.get('/api/v1/markers', {
    query: { timeline: [...timelines] },
    signal: options.signal,
  });
  return normaliseMarkers(wire);
}

/**
 * Saves reading positions; `keepalive` lets a save sent while the page is closing still
 * arrive. The form body is the one every server reads (`home[last_read_id]=...`).
 */
export async function saveMarkers(
  client: ApiClient,
  positions: Partial<Record<MarkerTimeline, string>>,
  options: { keepalive?: boolean } = {},
): Promise<Markers> {
  const body = new URLSearchParams();
  for (const timeline of TIMELINES) {
    const id = positions[timeline];
    if (id) body.append(`${timeline}[last_read_id]`, id);
  }
  const wire = await client.post('/api/v1/markers', { body, keepalive: options.keepalive });
  return normaliseMarkers(wire);
}
