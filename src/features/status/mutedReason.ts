import type { Status } from '../../api/entities';

export type MutedReason =
  { kind: 'thread' } | { kind: 'user' } | { kind: 'words'; words: string[] };

type MuteFlags = Pick<Status, 'muted' | 'thread_muted'>;

/**
 * Akkoma sets `muted` for a muted thread or a muted author and `pleroma.thread_muted` for the
 * thread alone, so `muted` without `thread_muted` means the viewer mutes the author. (Mastodon
 * has no thread_muted; the normaliser copies `muted` into it, so this stays false there.)
 */
function byMutedUser(status: MuteFlags): boolean {
  return status.muted && !status.thread_muted;
}

/**
 * Why a timeline folds this status: a muted thread, a muted author (of the post or of the
 * repeat that carries it), or the viewer's muted words in its text.
 */
export function mutedReason(
  status: Pick<Status, 'muted' | 'thread_muted' | 'text' | 'summary'>,
  muteWords: readonly string[],
  /** The repeat carrying it, if any (the status itself does no harm). */
  repeat?: MuteFlags | null,
  /** false on a profile: someone who visits a muted person's page means to read them. */
  userMutes = true,
): MutedReason | null {
  if (status.thread_muted) return { kind: 'thread' };
  if (userMutes && (byMutedUser(status) || (repeat && byMutedUser(repeat))))
    return { kind: 'user' };
  const haystack = `${status.summary}\n${status.text}`.toLowerCase();
  const words = muteWords.filter(
    (w) => w.trim() !== '' && haystack.includes(w.trim().toLowerCase()),
  );
  return words.length > 0 ? { kind: 'words', words } : null;
}
