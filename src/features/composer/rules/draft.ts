import type { Visibility } from '../../../api';
import type { PollForm } from './pollForm';

/** An attached file as a draft keeps it: the server's attachment, so a reload can show it again. */
export interface DraftFile {
  id: string;
  type: string;
  mimetype: string;
  url: string;
  preview_url: string;
  description: string;
}

/** Document 2 §3, Draft: what the form holds. */
export interface DraftData {
  spoilerText: string;
  status: string;
  nsfw: boolean;
  files: DraftFile[];
  poll: PollForm | null;
  /** Attachment id -> description typed but maybe not saved on the server yet. */
  mediaDescriptions: Record<string, string>;
  visibility: Visibility;
  language: string;
  contentType: string;
}

export interface Draft {
  updatedAt: number;
  data: DraftData;
}

export type ComposerMode = 'new' | 'reply' | 'quote' | 'edit' | 'redraft';

/**
 * Drafts are stored under 'status', 'reply:{id}' or 'quote:{id}'. Edits have no draft: the post
 * itself is the saved version. A redraft becomes a new post, so it drafts under 'status'.
 */
export function draftKey(mode: ComposerMode, statusId?: string | null): string | null {
  if (mode === 'edit') return null;
  if ((mode === 'reply' || mode === 'quote') && statusId) return `${mode}:${statusId}`;
  return 'status';
}

/** Empty: nothing typed, attached or asked; such a draft is deleted rather than kept. */
export function isEmptyDraft(
  data: Pick<DraftData, 'status' | 'spoilerText' | 'files' | 'poll'>,
): boolean {
  return (
    data.status.trim() === '' &&
    data.spoilerText.trim() === '' &&
    data.files.length === 0 &&
    (data.poll === null || data.poll.options.every((o) => o.trim() === ''))
  );
}

/**
 * A form kept elsewhere (the outbox holds it as plain data) read back, or null when it is not
 * one: only the fields every form has are checked, the rest were written by this code.
 */
export function readDraftData(value: unknown): DraftData | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Partial<Record<keyof DraftData, unknown>>;
  return typeof r.status === 'string' &&
    typeof r.spoilerText === 'string' &&
    Array.isArray(r.files) &&
    typeof r.visibility === 'string'
    ? (value as DraftData)
    : null;
}

/** The drafts list, newest first. */
export function draftsNewestFirst(drafts: Record<string, Draft>): [string, Draft][] {
  return Object.entries(drafts).sort((a, b) => b[1].updatedAt - a[1].updatedAt);
}
