/**
 * The conversation page the byte budget weighs: a status that exists. The fake's ids are flake
 * ids (Mastodon's snowflakes, GoToSocial's ULIDs), so `/notice/1` was a "not found" page that
 * loaded no status row, media or conversation code beyond the page's own chunk.
 */

/** How results and budgets name the page, whatever the id of this run's status. */
export const CONVERSATION_PAGE = '/notice/<id>';

/** `/notice/<id>` of the newest status of the instance's public timeline, asked as a visitor. */
export async function publicStatusPath(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/timelines/public?limit=1`);
  if (!response.ok) throw new Error(`public timeline: HTTP ${response.status}`);
  const [status] = (await response.json()) as { id: string }[];
  if (!status) throw new Error('public timeline: no status to open');
  return `/notice/${encodeURIComponent(status.id)}`;
}
