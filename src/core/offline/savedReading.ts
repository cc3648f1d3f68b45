/**
 * The reading store (issue 27): what an account last read, kept in its own IndexedDB database
 * so it can be shown offline. Loaded on first use, never with the first visit's code.
 */
import { get, update } from 'idb-keyval';
import type { InstanceSettings, Notification, Status, User } from '../../api';
import type { FrontendConfig } from '../instance/instanceStore';
import { accountStore } from './accountStore';

export interface Saved<T> {
  savedAt: number;
  value: T;
}

export interface SavedTimeline {
  /** The feed's key: `home`, or a profile timeline's `user:<id>`. */
  key: string;
  statuses: Status[];
}

export interface SavedConversation {
  /** The status the conversation was opened at. */
  id: string;
  /** The conversation's query data: the focused status, thread order and reply links. */
  data: {
    focusedId: string;
    ids: string[];
    links: { id: string; in_reply_to_status_id: string | null }[];
  };
  statuses: Status[];
}

export interface SavedProfile {
  /** The route's `id:<id>` or `name:<name>`. */
  route: string;
  user: User;
}

export interface SavedSession {
  user: User;
  settings: InstanceSettings | null;
  config: FrontendConfig;
  panel: string | null;
}

/** What each part of the store holds. */
export interface ReadingParts {
  home: Status[];
  notifications: Notification[];
  timelines: SavedTimeline[];
  conversations: SavedConversation[];
  profiles: SavedProfile[];
  session: SavedSession;
}

export type ReadingPart = keyof ReadingParts;

export function readPart<P extends ReadingPart>(
  accountKey: string,
  part: P,
): Promise<Saved<ReadingParts[P]> | undefined> {
  return get<Saved<ReadingParts[P]>>(part, accountStore(accountKey, 'reading'));
}

/** Replaces a part with what `next` makes of the one kept (merging, bounding); null keeps it. */
export function updatePart<P extends ReadingPart>(
  accountKey: string,
  part: P,
  next: (kept: ReadingParts[P] | undefined) => ReadingParts[P] | null,
  savedAt: number,
): Promise<void> {
  return update<Saved<ReadingParts[P]> | undefined>(
    part,
    (kept) => {
      const value = next(kept?.value);
      return value === null ? kept : { savedAt, value };
    },
    accountStore(accountKey, 'reading'),
  );
}
