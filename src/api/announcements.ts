import type { Emoji } from './entities';
import type { ApiClient } from './http';
import { normaliseEmojis } from './normalise/emoji';
import {
  asBoolean,
  asNullableString,
  asRecord,
  asString,
  isRecord,
  mapSkipping,
} from './normalise/read';
import type { CallOptions } from './timelines';

/** Document 1 §3, Announcement. `inactive` is set by the app, not the server. */
export interface Announcement {
  id: string;
  content: string;
  raw_content: string;
  starts_at: string | null;
  ends_at: string | null;
  all_day: boolean;
  published_at: string;
  read: boolean;
  inactive: boolean;
  emojis: Emoji[];
}

export function normaliseAnnouncement(wire: unknown): Announcement | null {
  if (!isRecord(wire)) return null;
  const id = asString(wire['id']);
  if (!id) return null;
  const pleroma = asRecord(wire['pleroma']);
  return {
    id,
    content: asString(wire['content']),
    raw_content: asString(pleroma['raw_content']),
    starts_at: asNullableString(wire['starts_at']),
    ends_at: asNullableString(wire['ends_at']),
    all_day: asBoolean(wire['all_day']),
    published_at: asString(wire['published_at']),
    // The admin list has no read state; treat it as read so it never counts as unread.
    read: asBoolean(wire['read'], true),
    inactive: false,
    emojis: normaliseEmojis(wire['emojis']),
  };
}

const list = (wire: unknown) => mapSkipping(wire, normaliseAnnouncement);
export async function fetchAnnouncements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Announcement[]> {
  return list(await client.get('/api/v1/announcements', { signal: options.signal }));
}

export async function fetchAdminAnnouncements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Announcement[]> {
  return list(await client.get('/api/v1/pleroma/admin/announcements', { signal: options.signal }));
}
