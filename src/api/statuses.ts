import type { Status, StatusContext } from './entities';
import type { ApiClient } from './http';
import { normaliseStatuses, tryNormaliseStatus } from './normalise/status';
import { isRecord } from './normalise/read';
import type { WireContext, WireStatus } from './wire';
import { ApiError } from './errors';
import type { CallOptions } from './timelines';

export async function fetchStatus(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Status> {
  const path = `/api/v1/statuses/${encodeURIComponent(id)}`;
  const wire = await client.get<WireStatus>(path, { signal: options.signal });
  const status = tryNormaliseStatus(wire);
  if (status === null) {
    // A 200 without a status is a broken reply; callers handle it like any API error.
    throw new ApiError({
      kind: 'bad-response',
      status: 200,
      body: wire,
      request: { method: 'GET', url: client.url(path) },
    });
  }
  return status;
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
