import type { QueryClient } from '@tanstack/react-query';
import type { Status, User } from '../api/entities';

export const statusKey = (id: string) => ['status', id] as const;
export const accountKey = (id: string) => ['account', id] as const;

/**
 * One cache entry per status and per account (design.md), so an action or a stream event
 * that changes a status shows everywhere it appears.
 */
export function storeStatus(queryClient: QueryClient, status: Status): void {
  queryClient.setQueryData(statusKey(status.id), status);
  storeUser(queryClient, status.user);
  if (status.retweeted_status) storeStatus(queryClient, status.retweeted_status);
  if (status.quote) storeStatus(queryClient, status.quote);
}

export function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(accountKey(user.id), user);
}
