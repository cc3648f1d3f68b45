import type { Status, User, Visibility } from '../../api/entities';

/** Who is looking: null for a visitor. */
export type Viewer = Pick<User, 'id' | 'rights'> | null;

const isAuthor = (status: Pick<Status, 'user'>, viewer: Viewer) =>
  viewer !== null && viewer.id === status.user.id;

const openScope = (visibility: Visibility) => visibility === 'public' || visibility === 'unlisted';

/** Document 2 §5: private posts only by their author, direct posts never. */
export function canRepeat(status: Pick<Status, 'user' | 'visibility'>, viewer: Viewer): boolean {
  if (viewer === null || status.visibility === 'direct') return false;
  if (status.visibility === 'private') return isAuthor(status, viewer);
  return true;
}

/** Document 2 §5: quoting needs sign-in and a public or unlisted post. */
export function canQuote(status: Pick<Status, 'visibility'>, viewer: Viewer): boolean {
  return viewer !== null && openScope(status.visibility);
}

/** Document 2 §5-6: only the author pins, and only public or unlisted posts. */
export function canPin(status: Pick<Status, 'user' | 'visibility'>, viewer: Viewer): boolean {
  return isAuthor(status, viewer) && openScope(status.visibility);
}

/**
 * Document 2 §6: the author, moderators and admins delete; staff only where the server lets
 * them delete others' posts through the status call (the Pleroma API; GoToSocial answers 403,
 * Mastodon moderates through reports: issue 25).
 */
export function canDelete(
  status: Pick<Status, 'user'>,
  viewer: Viewer,
  staffDeletesOthers: boolean,
): boolean {
  if (viewer === null) return false;
  if (isAuthor(status, viewer)) return true;
  return staffDeletesOthers && (viewer.rights.moderator || viewer.rights.admin);
}

/** Document 2 §5: editing needs the author and the instance's editing feature. */
export function canEdit(
  status: Pick<Status, 'user'>,
  viewer: Viewer,
  editingAvailable: boolean,
): boolean {
  return editingAvailable && isAuthor(status, viewer);
}

/** Redraft deletes and reopens the post: the author only. */
export function canRedraft(status: Pick<Status, 'user'>, viewer: Viewer): boolean {
  return isAuthor(status, viewer);
}
