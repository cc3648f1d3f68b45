import type { QueryClient } from '@tanstack/react-query';
import { emptyRelationship, fetchRelationships, type Relationship } from '../../api';
import { api } from '../client';

import { relationshipKey } from './relationshipKey';

export { relationshipKey };

/** Look-ups asked for in the same moment go out as one request (issue 10, item 3). */
const BATCH_WINDOW_MS = 10;

interface Waiter {
  resolve: (value: Relationship | null) => void;
  reject: (error: unknown) => void;
}

let pending = new Map<string, Waiter[]>();
let timer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  const batch = pending;
  pending = new Map();
  timer = null;
  try {
    const found = await fetchRelationships(api, [...batch.keys()]);
    const byId = new Map(found.map((r) => [r.id, r]));
    for (const [id, waiters] of batch) for (const w of waiters) w.resolve(byId.get(id) ?? null);
  } catch (error) {
    for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
  }
}

/** The viewer's relationship with one account, batched with others asked at the same time. */
export function loadRelationship(id: string): Promise<Relationship | null> {
  return new Promise((resolve, reject) => {
    const waiters = pending.get(id) ?? [];
    waiters.push({ resolve, reject });
    pending.set(id, waiters);
    timer ??= setTimeout(() => void flush(), BATCH_WINDOW_MS);
  });
}

export function storeRelationship(queryClient: QueryClient, relationship: Relationship): void {
  queryClient.setQueryData(relationshipKey(relationship.id), relationship);
}

/** The relationship for the shared query: an account the server does not answer for has none. */
export async function queryRelationship(id: string): Promise<Relationship> {
  return (await loadRelationship(id)) ?? emptyRelationship(id);
}
