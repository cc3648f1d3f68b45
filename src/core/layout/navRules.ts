import {
  directMessagesSource,
  type InstanceSettings,
  type ServerFeatures,
  type UserRole,
} from '../../api';

export type TimelineLink =
  'friends' | 'dms' | 'bookmarks' | 'public' | 'bubble' | 'publicAndExternal';

export interface Viewer {
  signedIn: boolean;
  role: UserRole;
  locked: boolean;
}

export const VISITOR: Viewer = { signedIn: false, role: 'member', locked: false };

type InstanceFacts = Pick<
  InstanceSettings,
  'private' | 'publicTimelineVisibility' | 'federatedTimelineAvailable' | 'suggestionsEnabled'
> & { supports: Pick<ServerFeatures, 'bubbleTimeline' | 'directTimeline' | 'conversations'> };

/**
 * The Timelines group (document 1 §2 and §6): home, direct messages and bookmarks for signed-in
 * users; local, bubble and federated for visitors only when the instance shows each to them;
 * bubble needs a server that has it (api/features.ts: Akkoma with bubble instances); nothing
 * for visitors in private mode.
 */
export function timelineLinks(viewer: Viewer, instance: InstanceFacts): TimelineLink[] {
  const hasBubble = instance.supports.bubbleTimeline;
  if (viewer.signedIn) {
    const links: TimelineLink[] = ['friends'];
    // A server with neither a direct timeline nor conversations has no direct messages page.
    if (directMessagesSource(instance.supports)) links.push('dms');
    links.push('bookmarks', 'public');
    if (hasBubble) links.push('bubble');
    if (instance.federatedTimelineAvailable) links.push('publicAndExternal');
    return links;
  }
  if (instance.private) return [];
  const visible = instance.publicTimelineVisibility;
  const links: TimelineLink[] = [];
  if (visible.local) links.push('public');
  if (visible.bubble && hasBubble) links.push('bubble');
  if (visible.federated && instance.federatedTimelineAvailable) links.push('publicAndExternal');
  return links;
}

export const TIMELINE_PATHS: Record<TimelineLink, (username: string) => string> = {
  friends: () => '/main/friends',
  dms: (username) => `/users/${encodeURIComponent(username)}/dms`,
  bookmarks: () => '/bookmarks',
  public: () => '/main/public',
  bubble: () => '/main/bubble',
  publicAndExternal: () => '/main/all',
};

export const isStaff = (viewer: Viewer) =>
  viewer.signedIn && (viewer.role === 'admin' || viewer.role === 'moderator');
export const isAdmin = (viewer: Viewer) => viewer.signedIn && viewer.role === 'admin';
/** Search is hidden for visitors in private mode. */
export const searchVisible = (viewer: Viewer, instance: InstanceFacts) =>
  viewer.signedIn || !instance.private;
export const whoToFollowVisible = (viewer: Viewer, instance: InstanceFacts) =>
  viewer.signedIn && instance.suggestionsEnabled;
export const friendRequestsVisible = (viewer: Viewer) => viewer.signedIn && viewer.locked;
