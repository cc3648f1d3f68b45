import type { QueryClient } from '@tanstack/react-query';
import { startOutbox } from '../core/outbox/outbox';
import { announceOwnPost } from '../core/ownPosts';
import { addReplyToConversations } from '../features/conversation';
import { loadPendingPosts } from '../features/outbox/loadPendingPosts';
import { withOutbox } from '../features/status/outboxOverlay';
import { provideOutboxOverlay } from '../features/status/outboxOverlaySlot';

/**
 * Starts the outbox (issue 27): a post it sends shows in open conversations and timelines
 * at once, as one the composer sent does.
 */
export function startOutboxWith(queryClient: QueryClient): void {
  // Rows show what waits as done; the overlay's code comes with the outbox, not with start-up.
  provideOutboxOverlay(withOutbox);
  // The rows of waiting posts must be at hand when the network is gone.
  void loadPendingPosts().catch(() => undefined);
  startOutbox(queryClient, (client, status) => {
    addReplyToConversations(client, status);
    announceOwnPost(status);
  });
}
