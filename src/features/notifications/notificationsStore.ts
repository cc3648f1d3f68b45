import { create } from 'zustand';
import {
  approveFollowRequest,
  denyFollowRequest,
  dismissNotification,
  fetchNotifications,
  isApiError,
  markNotificationsSeen,
  type Notification,
} from '../../api';
import { i18n } from '../../i18n/i18n';
import { knownServerFeatures } from '../../core/instance/knownServerFeatures';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { DEFAULT_PREFERENCES, usePreferencesStore } from '../../core/preferences/preferences';
import { useNotificationBadge } from './badgeStore';
import {
  addOne,
  applyPage,
  approvedItem,
  EMPTY_LIST,
  markAllSeen,
  markOneSeen,
  NOTIFICATION_ERROR_MS,
  olderStep,
  removeItem,
  requestNotificationOf,
  reveal,
  seenUpTo,
  unseenCount,
  type NotificationList,
} from './listRules';
import { loadPositionStore } from '../timeline';
import { isNetworkError, isOffline, onReconnect } from '../../core/offline/offlineState';
import { noteNotifications, savedNotificationsPage } from './savedNotifications';

interface NotificationsState {
  list: NotificationList;
  /** The first fetch has not answered yet. */
  loading: boolean;
  loadingOlder: boolean;
  /** The first fetch's error (the list offers a retry), else null. */
  failed: unknown;
  /**
   * The notifications marker, on servers that keep the read state there (issue 25); null on
   * Pleroma-family servers, whose notifications say is_seen themselves.
   */
  readUpTo: string | null;
}

export const useNotificationsStore = create<NotificationsState>(() => ({
  list: EMPTY_LIST,
  loading: true,
  loadingOlder: false,
  failed: null,
  readUpTo: null,
}));

export function notificationVisibility() {
  return (
    usePreferencesStore.getState().values.notificationVisibility ??
    DEFAULT_PREFERENCES.notificationVisibility
  );
}

type FreshListener = (fresh: Notification[]) => void;
const freshListeners = new Set<FreshListener>();

/** Newly arrived notifications (stream or poll), not the first page nor older ones. */
export function onFreshNotifications(listener: FreshListener): () => void {
  freshListeners.add(listener);
  return () => freshListeners.delete(listener);
}

/** The list shows saved notifications (offline, issue 27) rather than the server's. */
let restored = false;

function setList(update: (list: NotificationList) => NotificationList): void {
  const state = useNotificationsStore.getState();
  const list = seenUpTo(update(state.list), state.readUpTo);
  useNotificationsStore.setState({ list });
  useNotificationBadge.setState({ unseen: unseenCount(list.items, notificationVisibility()) });
  if (!restored) noteNotifications(list.items);
}

/** Offline at the first fetch: the saved notifications stand in; true when there were some. */
async function restoreSaved(generation: number): Promise<boolean> {
  const page = await savedNotificationsPage();
  if (!page || useSessionStore.getState().generation !== generation) return false;
  restored = true;
  setList(() => applyPage(EMPTY_LIST, page, 'newer'));
  useNotificationsStore.setState({ loading: false, failed: null });
  return true;
}

// Back online: saved notifications make way for the server's.
onReconnect(() => {
  if (!restored) return;
  restored = false;
  resetNotifications();
  void fetchNewer();
});

function reportError(error: unknown): void {
  // Offline, the banner says so already: a poll that cannot reach the server is expected.
  if (isOffline() && isNetworkError(error)) return;
  pushNotice({
    level: 'error',
    messageKey: 'notifications.error',
    messageArgs: {
      // The spec's wording for API errors (document 3 §8), not the request it came from.
      message: isApiError(error)
        ? i18n.t(error.messageKey, error.messageArgs)
        : error instanceof Error
          ? error.message
          : String(error),
    },
    timeout: NOTIFICATION_ERROR_MS,
  });
}

/** Fetches what is newer than the newest known (the first page when nothing is known). */
export async function fetchNewer(): Promise<void> {
  const { list } = useNotificationsStore.getState();
  const first = list.newestId === null;
  // A page asked for by the previous account (issue 16: switched meanwhile) is not this one's.
  const generation = useSessionStore.getState().generation;
  try {
    const [page] = await Promise.all([
      fetchNotifications(api, first ? {} : { since_id: list.newestId ?? '' }),
      first ? loadMarkerIfUsed() : null,
    ]);
    if (useSessionStore.getState().generation !== generation) return;
    const known = new Set(useNotificationsStore.getState().list.items.map((n) => n.id));
    setList((current) => applyPage(current, page, 'newer'));
    useNotificationsStore.setState({ loading: false, failed: null });
    const fresh = page.items.filter((n) => !known.has(n.id));
    if (!first && fresh.length > 0) for (const listener of freshListeners) listener(fresh);
  } catch (error) {
    if (first && isNetworkError(error) && (await restoreSaved(generation))) return;
    useNotificationsStore.setState({ loading: false, failed: first ? error : null });
    reportError(error);
  }
}

/** Reads the notifications marker where the server keeps the read state there. */
async function loadMarkerIfUsed(): Promise<void> {
  if ((await knownServerFeatures()).notificationsReadMethod !== 'markers') return;
  const { loadReadMarker } = await import('./readMarker');
  const readUpTo = await loadReadMarker();
  if (readUpTo) useNotificationsStore.setState({ readUpTo });
}

/** Marks read on the server: Pleroma's read call, or the notifications marker. */
async function sendSeen(by: { id: string } | { max_id: string }): Promise<void> {
  if ((await knownServerFeatures()).notificationsReadMethod === 'pleroma') {
    await markNotificationsSeen(api, by);
    return;
  }
  // The marker only says "read up to": one notification alone stays read in this page only.
  if (!('max_id' in by)) return;
  useNotificationsStore.setState({ readUpTo: by.max_id });
  const { saveReadMarker } = await import('./readMarker');
  await saveReadMarker(by.max_id);
}

/** A notification from the stream. */
export function receive(notification: Notification): void {
  const known = useNotificationsStore.getState().list.items.some((n) => n.id === notification.id);
  setList((list) => addOne(list, notification));
  if (!known) for (const listener of freshListeners) listener([notification]);
}

/** 'Load older': reveal loaded ones first, then fetch older (document 2 §4). */
export async function loadOlder(): Promise<void> {
  const state = useNotificationsStore.getState();
  const step = olderStep(state.list, notificationVisibility());
  if (step === 'reveal') return setList(reveal);
  if (step === 'none' || state.loadingOlder) return;
  useNotificationsStore.setState({ loadingOlder: true });
  try {
    const oldest = state.list.oldestId;
    const generation = useSessionStore.getState().generation;
    const page = await fetchNotifications(api, oldest ? { max_id: oldest } : {});
    if (useSessionStore.getState().generation !== generation) return;
    // Fetched older ones show at once: the click asked for them.
    setList((list) => reveal(applyPage(list, page, 'older')));
  } catch (error) {
    reportError(error);
  } finally {
    useNotificationsStore.setState({ loadingOlder: false });
  }
}

/** Marks everything up to the newest as seen (by max id). */
export async function markSeen(): Promise<void> {
  const { list } = useNotificationsStore.getState();
  const hadUnseen = list.items.some((n) => !n.seen);
  setList(markAllSeen);
  if (!hadUnseen || list.newestId === null) return;
  // The newest seen notification is also the notifications reading position (issue 17).
  const newestSeen = list.newestId;
  void loadPositionStore().then(({ notePosition }) => notePosition('notifications', newestSeen));
  try {
    await sendSeen({ max_id: list.newestId });
  } catch (error) {
    console.warn('Marking notifications seen failed', error);
  }
}

export async function markSeenOne(id: string): Promise<void> {
  setList((list) => markOneSeen(list, id));
  try {
    await sendSeen({ id });
  } catch (error) {
    console.warn('Marking a notification seen failed', error);
  }
}

export async function dismiss(id: string): Promise<void> {
  setList((list) => removeItem(list, id));
  try {
    await dismissNotification(api, id);
  } catch (error) {
    console.warn('Dismissing a notification failed', error);
  }
}

function lowerRequestCount(): void {
  const { user } = useSessionStore.getState();
  if (user)
    useSessionStore.setState({
      user: { ...user, follow_requests_count: Math.max(0, user.follow_requests_count - 1) },
    });
}

/** Approve: the server first, then the request's notification becomes a seen follow. */
export async function approveRequest(userId: string): Promise<void> {
  await approveFollowRequest(api, userId);
  lowerRequestCount();
  const note = requestNotificationOf(useNotificationsStore.getState().list, userId);
  if (note) {
    setList((list) => approvedItem(list, note.id));
    void sendSeen({ id: note.id }).catch((error: unknown) =>
      console.warn('Marking a notification seen failed', error),
    );
  }
}

/** Deny: the server first, then the request's notification is dismissed. */
export async function denyRequest(userId: string): Promise<void> {
  await denyFollowRequest(api, userId);
  lowerRequestCount();
  const note = requestNotificationOf(useNotificationsStore.getState().list, userId);
  if (note) await dismiss(note.id);
}

export function resetNotifications(): void {
  restored = false;
  useNotificationsStore.setState({
    list: EMPTY_LIST,
    loading: true,
    loadingOlder: false,
    failed: null,
    readUpTo: null,
  });
  useNotificationBadge.setState({ unseen: 0, drawerOpen: false });
}

/** The filter changed: the count follows it. */
export function recount(): void {
  setList((list) => list);
}
