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

/** The edit form's fields (document 1 §3): content, startsAt, endsAt, allDay. */
export interface AnnouncementDraft {
  content: string;
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
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
const payload = (draft: AnnouncementDraft) => ({
  content: draft.content,
  starts_at: draft.startsAt,
  ends_at: draft.endsAt,
  all_day: draft.allDay,
});

export async function fetchAnnouncements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Announcement[]> {
  return list(await client.get('/api/v1/announcements', { signal: options.signal }));
}

export async function dismissAnnouncement(client: ApiClient, id: string): Promise<void> {
  await client.post(`/api/v1/announcements/${encodeURIComponent(id)}/dismiss`);
}

export async function fetchAdminAnnouncements(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Announcement[]> {
  return list(await client.get('/api/v1/pleroma/admin/announcements', { signal: options.signal }));
}

export async function createAnnouncement(
  client: ApiClient,
  draft: AnnouncementDraft,
): Promise<Announcement | null> {
  return normaliseAnnouncement(
    await client.post('/api/v1/pleroma/admin/announcements', { body: payload(draft) }),
  );
}

export async function updateAnnouncement(
  client: ApiClient,
  id: string,
  draft: AnnouncementDraft,
): Promise<Announcement | null> {
  return normaliseAnnouncement(
    await client.patch(`/api/v1/pleroma/admin/announcements/${encodeURIComponent(id)}`, {
      body: payload(draft),
    }),
  );
}

export async function deleteAnnouncement(client: ApiClient, id: string): Promise<void> {
  await client.del(`/api/v1/pleroma/admin/announcements/${encodeURIComponent(id)}`);
}
