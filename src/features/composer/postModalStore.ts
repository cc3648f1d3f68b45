import { create } from 'zustand';
import type { Status } from '../../api';
import type { DraftData } from './rules/draft';

export type PostModalMode = 'new' | 'reply' | 'quote' | 'edit' | 'redraft';

export interface PostModalRequest {
  mode: PostModalMode;
  /** The status replied to, quoted, edited or redrafted. */
  status?: Status;
  /** Edit: the id of the post being edited (document 2 §2: edit is statusId set). */
  statusId?: string;
  initialText?: string;
  /** A post from the outbox to change: the form starts with it, and replaces it when sent. */
  seed?: OutboxSeed;
}

export interface OutboxSeed {
  entryId: string;
  data: DraftData;
}

interface PostModalState {
  request: PostModalRequest | null;
  /** Bumped on every open, so opening again remounts a fresh form. */
  openCount: number;
  open: (request: PostModalRequest) => void;
  close: () => void;
}

/** The post modal (new post, reply, quote, edit, redraft), mounted once in the layout. */
export const usePostModal = create<PostModalState>((set) => ({
  request: null,
  openCount: 0,
  open: (request) => set((s) => ({ request, openCount: s.openCount + 1 })),
  close: () => set({ request: null }),
}));
