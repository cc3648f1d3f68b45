import type { Status, StatusContext } from './entities';
import type { ApiClient } from './http';
import { normaliseStatuses, tryNormaliseStatus } from './normalise/status';
import { isRecord } from './normalise/read';
import type { WireContext, WireStatus } from './wire';
import { readOrThrow } from './errors';
import type { CallOptions } from './timelines';

export async function fetchStatus(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Status> {
  const path = `/api/v1/statuses/${encodeURIComponent(id)}`;
  const wire = await client.get<WireStatus>(path, { signal: options.signal });
  return statusOrThrow(client, wire, 'GET', path);
}

/** The status a call answered with, or the broken-reply error. */
export function statusOrThrow(
  client: ApiClient,
  wire: unknown,
  method: string,
  path: string,
): Status {
  return readOrThrow(tryNormaliseStatus(wire as WireStatus), wire, {
    method,
    url: client.url(path),
  });
}

export async function fetchContext(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<StatusContext> {
  const wire = await client.get<WireContext>(`/api/v1/statuses/${encodeURIComponent(id)}/context`, {
    signal: options.signal,
  });
  const context = isRecord(wire) ? wire : {};
  return {
    ancestors: normaliseStatuses(context.ancestors),
    descendants: normaliseStatuses(context.descendants),
  };
}
