import type { Poll } from './entities';
import { readOrThrow } from './errors';
import type { ApiClient } from './http';
import { normalisePoll } from './normalise/poll';
import type { CallOptions } from './timelines';
import type { WirePoll } from './wire';

// Apart from the other status calls: a poll on the first screen refreshes itself, and the
// action calls a visitor never makes stay out of the start-up chunk (issue 26).
export async function fetchPoll(
  client: ApiClient,
  id: string,
  options: CallOptions = {},
): Promise<Poll> {
  return pollOrThrow(
    client,
    await client.get(`/api/v1/polls/${encodeURIComponent(id)}`, options),
    'GET',
  );
}

/** POST /polls/{id}/votes with the chosen option indexes. */
export async function votePoll(
  client: ApiClient,
  id: string,
  choices: readonly number[],
): Promise<Poll> {
  const path = `/api/v1/polls/${encodeURIComponent(id)}/votes`;
  return pollOrThrow(client, await client.post(path, { body: { choices: [...choices] } }), 'POST');
}

function pollOrThrow(client: ApiClient, wire: unknown, method: string): Poll {
  return readOrThrow(normalisePoll(wire as WirePoll), wire, {
    method,
    url: client.url('/api/v1/polls'),
  });
}
