import type { Status } from '../../api/entities';

export type MutedReason = { kind: 'thread' } | { kind: 'words'; words: string[] };

/** Why a timeline folds this status: a muted thread, or the viewer's muted words in its text. */
export function mutedReason(
  status: Pick<Status, 'thread_muted' | 'text' | 'summary'>,
  muteWords: readonly string[],
): MutedReason | null {
  if (status.thread_muted) return { kind: 'thread' };
  const haystack = `${status.summary}\n${status.text}`.toLowerCase();
  const words = muteWords.filter(
    (w) => w.trim() !== '' && haystack.includes(w.trim().toLowerCase()),
  );
  return words.length > 0 ? { kind: 'words', words } : null;
}
