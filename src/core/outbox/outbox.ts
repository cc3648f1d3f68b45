import type { QueryClient } from '@tanstack/react-query';
import { onServerAnswered } from '../reachability';
import { useSessionStore } from '../session/sessionStore';
import { deleteEntry, readEntries, writeEntry } from './outboxDb';
import {
  afterRestart,
  byOrder,
  enqueue as withAction,
  entryId,
  failureOf,
  isNetworkFailure,
  nextToSend,
  type OutboxAction,
  type OutboxEntry,
} from './outboxRules';
import { useOutboxStore } from './outboxStore';
import { sendEntry, type AfterPost } from './sendEntry';

/**
 * The outbox (issue 27 item 4): actions the server has not taken yet, kept per account in
 * IndexedDB and sent one at a time, oldest first, when the network is back.
 */

/** After a network failure while the browser thinks it is online: 2 s, doubling up to 30 s. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 30_000;

let effects: { queryClient: QueryClient; afterPost: AfterPost } | null = null;
let loading: Promise<void> = Promise.resolve();
let sequence = 0;
let draining = false;
let drainAgain = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

const activeKey = () => useSessionStore.getState().activeKey;

function setEntries(change: (entries: OutboxEntry[]) => OutboxEntry[]): void {
  useOutboxStore.setState((s) => ({ entries: change(s.entries) }));
}

/** Reads the active account's outbox from disk (at start and after a switch of account). */
function load(): Promise<void> {
  const key = activeKey();
  useOutboxStore.setState({ accountKey: key, entries: [] });
  if (!key || typeof indexedDB === 'undefined') return Promise.resolve();
  loading = readEntries(key).then(
    (entries) => {
      if (activeKey() === key) useOutboxStore.setState({ entries: afterRestart(entries) });
    },
    () => undefined,
  );
  return loading;
}

/** Writes the changed entries and deletes the gone ones; the disk follows the screen. */
async function persist(before: readonly OutboxEntry[], after: readonly OutboxEntry[]) {
  const key = useOutboxStore.getState().accountKey;
  if (!key || typeof indexedDB === 'undefined') return;
  const kept = new Set(after);
  const ids = new Set(after.map((e) => e.id));
  await Promise.all([
    ...before.filter((e) => !ids.has(e.id)).map((e) => deleteEntry(key, e.id)),
    ...after.filter((e) => !before.includes(e) && kept.has(e)).map((e) => writeEntry(key, e)),
  ]).catch(() => undefined);
}

async function change(update: (entries: OutboxEntry[]) => OutboxEntry[]): Promise<void> {
  await loading;
  const before = useOutboxStore.getState().entries;
  const after = update(before);
  if (after === before) return;
  setEntries(() => after);
  await persist(before, after);
}

/** Keeps an action for later and tries to send what waits. */
export async function enqueueAction(action: OutboxAction): Promise<void> {
  if (useOutboxStore.getState().accountKey !== activeKey()) await load();
  const now = Date.now();
  const entry: OutboxEntry = {
    id: entryId(now, sequence++),
    createdAt: now,
    action,
    state: 'waiting',
  };
  await change((entries) => withAction(entries, entry));
  drainSoon();
}

/** Cancel: the entry goes (one in flight cannot be called back). Returns what it held. */
export async function cancelEntry(id: string): Promise<OutboxEntry | undefined> {
  const entry = useOutboxStore.getState().entries.find((e) => e.id === id);
  if (!entry || entry.state === 'sending') return undefined;
  await change((entries) => entries.filter((e) => e.id !== id));
  return entry;
}

/** Retry a refused entry: it waits again in its place. */
export async function retryEntry(id: string): Promise<void> {
  failures = 0;
  await change((entries) =>
    entries.map((e) =>
      e.id === id && e.state === 'failed' ? { ...e, state: 'waiting', failure: undefined } : e,
    ),
  );
  drainSoon();
}

function scheduleRetry(): void {
  if (retryTimer) return;
  const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failures++);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    drainSoon();
  }, wait);
}

/** Sends what waits, one entry at a time; stops at the first network failure. */
async function sendWaiting(): Promise<void> {
  const key = useOutboxStore.getState().accountKey;
  while (effects && key && activeKey() === key && navigator.onLine) {
    const entry = nextToSend(useOutboxStore.getState().entries);
    if (!entry) return;
    const sending: OutboxEntry = { ...entry, state: 'sending' };
    setEntries((entries) => entries.map((e) => (e.id === entry.id ? sending : e)));
    try {
      await sendEntry(sending, effects.queryClient, effects.afterPost);
      failures = 0;
      await change((entries) => entries.filter((e) => e.id !== entry.id));
    } catch (error) {
      if (isNetworkFailure(error)) {
        setEntries((entries) => entries.map((e) => (e.id === entry.id ? entry : e)));
        scheduleRetry();
        return;
      }
      const failed: OutboxEntry = { ...entry, state: 'failed', failure: failureOf(error) };
      await change((entries) => entries.map((e) => (e.id === entry.id ? failed : e)));
    }
  }
}

/**
 * One sender per account across tabs (Web Locks where the browser has them): another tab's
 * sender re-reads the disk first, so an entry sent there is not sent again here.
 */
async function drain(): Promise<void> {
  const key = useOutboxStore.getState().accountKey;
  if (!key) return;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return sendWaiting();
  await locks.request(`petrel:${key}:outbox`, async () => {
    if (typeof indexedDB !== 'undefined') {
      const onDisk = await readEntries(key).catch(() => null);
      // Entries another tab added join; ours stay even if the disk lost them (nothing typed
      // may be lost), at worst sent twice, which idempotency keys and toggles make harmless.
      if (onDisk && activeKey() === key)
        setEntries((here) => {
          const ids = new Set(here.map((e) => e.id));
          return byOrder([...here, ...afterRestart(onDisk.filter((e) => !ids.has(e.id)))]);
        });
    }
    await sendWaiting();
  });
}

/** Starts sending unless a send is running, in which case it looks again when done. */
export function drainSoon(): void {
  if (draining) {
    drainAgain = true;
    return;
  }
  if (!nextToSend(useOutboxStore.getState().entries)) return;
  if (retryTimer) {
    clearTimeout(retryTimer);
    retryTimer = null;
  }
  draining = true;
  void loading
    .then(drain)
    .catch(() => undefined)
    .finally(() => {
      draining = false;
      if (drainAgain) {
        drainAgain = false;
        drainSoon();
      }
    });
}

/**
 * Called once by the app with the query cache: reads the outbox and sends what waits when the
 * network comes back (the `online` event, or any call the server answers).
 */
export function startOutbox(queryClient: QueryClient, afterPost: AfterPost): void {
  if (effects) return;
  effects = { queryClient, afterPost };
  void load().then(drainSoon);
  // A switch of account, or the first sign-in of this page, reads that account's outbox.
  useSessionStore.subscribe((state, before) => {
    if (state.activeKey !== before.activeKey) void load().then(drainSoon);
  });
  window.addEventListener('online', () => {
    failures = 0;
    drainSoon();
  });
  onServerAnswered(() => {
    if (!draining && !retryTimer) drainSoon();
  });
}
