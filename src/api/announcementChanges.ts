import type { ApiClient } from './http';
import { normaliseAnnouncement, type Announcement } from './announcements';

/*
 * What the announcements page changes: dismissing one, and an admin's create, edit and delete.
 * Apart from announcements.ts, which the signed-in home reads at start: the build puts a module
 * with all its used exports in one chunk, so these rode on every home.
 */

/** The edit form's fields (document 1 §3): content, startsAt, endsAt, allDay. */
export interface AnnouncementDraft {
  content: string;
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
}

const payload = (draft: AnnouncementDraft) => ({
  content: draft.content,
  starts_at: draft.startsAt,
  ends_at: draft.endsAt,
  all_day: draft.allDay,
});

export async function dismissAnnouncement(client: ApiClient, id: string): Promise<void> {
  await client.post(`/api/v1/announcements/${encodeURIComponent(id)}/dismiss`);
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
