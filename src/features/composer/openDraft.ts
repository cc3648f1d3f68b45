import { usePostModal, type PostModalMode } from './postModalStore';

/** Reopens a saved draft by its key ('status', 'reply:{id}', 'quote:{id}') in the post modal. */
export function openDraft(key: string): void {
  const [kind, ...rest] = key.split(':');
  const id = rest.join(':');
  const mode: PostModalMode = kind === 'reply' || kind === 'quote' ? kind : 'new';
  usePostModal.getState().open(mode === 'new' ? { mode } : { mode, statusId: id });
}
