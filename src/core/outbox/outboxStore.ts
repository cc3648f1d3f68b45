import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import type { OutboxEntry } from './outboxRules';
import { entriesForStatus, pendingPosts } from './outboxView';

interface OutboxState {
  /** Whose outbox this is (the session's account key); null before it was read. */
  accountKey: string | null;
  entries: OutboxEntry[];
}

/**
 * What the screen shows of the outbox. Small on purpose: rows and action bars read it on the
 * first screen, while the part that stores and sends (outbox.ts) loads on first use.
 */
export const useOutboxStore = create<OutboxState>(() => ({ accountKey: null, entries: [] }));

/** One status's waiting and refused actions, stable while they do not change. */
export function useStatusOutbox(id: string): OutboxEntry[] {
  return useOutboxStore(useShallow((s) => entriesForStatus(s.entries, id)));
}

/** Posts waiting to go: all of them, or the replies to the given statuses. */
export function usePendingPosts(inReplyTo?: ReadonlySet<string>): OutboxEntry[] {
  return useOutboxStore(useShallow((s) => pendingPosts(s.entries, inReplyTo)));
}

/** Whether any action waits for the network (new actions then queue behind it, in order). */
export function hasWaiting(): boolean {
  return useOutboxStore.getState().entries.some((e) => e.state !== 'failed');
}

/** Whether any post waits or was refused: the pending rows' code loads only then. */
export function useHasPendingPosts(): boolean {
  return useOutboxStore((s) => s.entries.some((e) => e.action.kind === 'post'));
}
