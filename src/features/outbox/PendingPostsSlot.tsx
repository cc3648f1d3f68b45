import { lazy, Suspense } from 'react';
import { useHasPendingPosts } from '../../core/outbox/outboxStore';
import { loadPendingPosts } from './loadPendingPosts';

const PendingPosts = lazy(loadPendingPosts);

/** The outbox's posts for this place, loaded only while the outbox holds a post. */
export function PendingPostsSlot({ inReplyTo }: { inReplyTo?: readonly string[] }) {
  const any = useHasPendingPosts();
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <PendingPosts inReplyTo={inReplyTo} />
    </Suspense>
  );
}
