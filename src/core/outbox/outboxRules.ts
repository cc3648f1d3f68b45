import type { NewStatus, StatusEdit } from '../../api';
import { isApiError } from '../../api/errors';
import { byOrder } from './outboxView';

export { byOrder, entriesForStatus, pendingPosts } from './outboxView';

/** The toggles the outbox keeps (issue 27 item 4); pin and mute still need the server at once. */
export type OutboxToggle =
  'favourite' | 'unfavourite' | 'reblog' | 'unreblog' | 'bookmark' | 'unbookmark';

/** One thing the person did that the server has not taken yet. */
export type OutboxAction =
  | {
      kind: 'post';
      post: NewStatus;
      /** Made once when the person pressed Post; every attempt sends the same one. */
      idempotencyKey: string;
      /** The composer's form as it was (opaque here): Edit and Cancel give it back as a draft. */
      draft: unknown;
      draftKey: string | null;
    }
  | { kind: 'edit'; statusId: string; edit: StatusEdit; draft: unknown }
  | { kind: 'toggle'; statusId: string; toggle: OutboxToggle }
  | { kind: 'react'; statusId: string; emoji: string; url: string | null; add: boolean }
  | { kind: 'vote'; statusId: string; pollId: string; choices: number[] };

/** Why an entry was not sent: the server's words when it gave some, else the catalogue's. */
export interface OutboxFailure {
  text: string | null;
  messageKey: string;
  messageArgs: Record<string, string | number>;
}

export interface OutboxEntry {
  /** Sortable: entries are sent in this order. */
  id: string;
  createdAt: number;
  action: OutboxAction;
  /** waiting: to be sent; sending: in flight now; failed: refused, kept for the person. */
  state: 'waiting' | 'sending' | 'failed';
  failure?: OutboxFailure;
}

/** A new entry's id: the time, then a counter, so ids sort in the order actions were made. */
export function entryId(now: number, sequence: number): string {
  return `${now.toString(36).padStart(10, '0')}-${sequence.toString(36).padStart(4, '0')}`;
}

const OPPOSITE: Record<OutboxToggle, OutboxToggle> = {
  favourite: 'unfavourite',
  unfavourite: 'favourite',
  reblog: 'unreblog',
  unreblog: 'reblog',
  bookmark: 'unbookmark',
  unbookmark: 'bookmark',
};

/**
 * Two actions of one family undo or repeat each other: the same toggle pair on one status,
 * the same emoji on one status, a vote in one poll, an edit of one status. Posts have none.
 */
function family(action: OutboxAction): string | null {
  switch (action.kind) {
    case 'toggle': {
      const base = action.toggle.startsWith('un') ? OPPOSITE[action.toggle] : action.toggle;
      return `toggle ${action.statusId} ${base}`;
    }
    case 'react':
      return `react ${action.statusId} ${action.emoji}`;
    case 'vote':
      return `vote ${action.pollId}`;
    case 'edit':
      return `edit ${action.statusId}`;
    case 'post':
      return null;
  }
}

function undoes(earlier: OutboxAction, later: OutboxAction): boolean {
  if (earlier.kind === 'toggle' && later.kind === 'toggle')
    return OPPOSITE[earlier.toggle] === later.toggle;
  if (earlier.kind === 'react' && later.kind === 'react') return earlier.add !== later.add;
  return false;
}

/**
 * The outbox after one more action. Within a family, a failed entry is superseded by the new
 * action; a waiting opposite cancels out with it (favourite then unfavourite offline sends
 * nothing: the server already holds the state the person ended with); a waiting repeat of the
 * same toggle adds nothing; a newer edit or vote replaces the waiting one in its place. An
 * entry already in flight is never touched: the new action follows it.
 */
export function enqueue(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const name = family(entry.action);
  if (name === null) return [...entries, entry];
  const same = (e: OutboxEntry) => family(e.action) === name;
  const kept = entries.filter((e) => !(same(e) && e.state === 'failed'));
  const waiting = kept.find((e) => same(e) && e.state === 'waiting');
  if (!waiting) return [...kept, entry];
  if (undoes(waiting.action, entry.action)) return kept.filter((e) => e !== waiting);
  if (entry.action.kind === 'toggle' || entry.action.kind === 'react') return kept;
  return kept.map((e) => (e === waiting ? { ...entry, id: waiting.id } : e));
}

/** The next entry to send: the oldest waiting one. Failed entries wait for the person. */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return byOrder(entries).find((e) => e.state === 'waiting');
}

/** A network failure (no answer at all) waits for the network; anything else is the server's no. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'aborted');
}

export function failureOf(error: unknown): OutboxFailure {
  if (isApiError(error))
    return {
      text: error.serverMessage,
      messageKey: error.messageKey,
      messageArgs: error.messageArgs,
    };
  return { text: null, messageKey: 'common.error_generic', messageArgs: {} };
}

/** After a reload nothing is in flight any more: what was sending waits again. */
export function afterRestart(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return byOrder(entries).map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' } : e));
}
