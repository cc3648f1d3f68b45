import { usePostModal, type PostModalMode } from './postModalStore';
import { readDraftData } from './rules/draft';

/**
 * Opens a post the outbox holds in the post modal, as it was typed. The entry stays in the
 * outbox until the changed post is sent or kept in its place, so closing the form loses nothing.
 */
export function editOutboxPost(entryId: string, draft: unknown, draftKey: string | null): boolean {
  const data = readDraftData(draft);
  if (!data) return false;
  const [kind, ...rest] = (draftKey ?? 'status').split(':');
  const statusId = rest.join(':');
  const mode: PostModalMode = (kind === 'reply' || kind === 'quote') && statusId ? kind : 'new';
  usePostModal
    .getState()
    .open({ mode, ...(mode === 'new' ? {} : { statusId }), seed: { entryId, data } });
  return true;
}
