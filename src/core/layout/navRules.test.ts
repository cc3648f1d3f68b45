import { describe, expect, it } from 'vitest';
import {
  isAdmin,
  isStaff,
  searchVisible,
  timelineLinks,
  VISITOR,
  whoToFollowVisible,
  type Viewer,
} from './navRules';

const open = {
  private: false,
  publicTimelineVisibility: { local: true, federated: true, bubble: true },
  supports: { bubbleTimeline: true, directTimeline: true, conversations: true },
  federatedTimelineAvailable: true,
  suggestionsEnabled: true,
};
const member: Viewer = { signedIn: true, role: 'member', locked: false };

describe('timelineLinks', () => {
  it('shows every public timeline to visitors of an open instance', () => {
    expect(timelineLinks(VISITOR, open)).toEqual(['public', 'bubble', 'publicAndExternal']);
  });
  it('needs a server with the bubble timeline', () => {
    expect(
      timelineLinks(VISITOR, { ...open, supports: { ...open.supports, bubbleTimeline: false } }),
    ).toEqual(['public', 'publicAndExternal']);
    expect(
      timelineLinks(member, { ...open, supports: { ...open.supports, bubbleTimeline: false } }),
    ).not.toContain('bubble');
  });
  it('offers direct messages where the server has the direct timeline or conversations', () => {
    const conversationsOnly = { ...open.supports, directTimeline: false };
    expect(timelineLinks(member, { ...open, supports: conversationsOnly })).toContain('dms');
    const neither = { ...conversationsOnly, conversations: false };
    expect(timelineLinks(member, { ...open, supports: neither })).not.toContain('dms');
  });
  it('follows the instance visibility flags for visitors only', () => {
    const restricted = {
      ...open,
      publicTimelineVisibility: { local: true, federated: false, bubble: false },
    };
    expect(timelineLinks(VISITOR, restricted)).toEqual(['public']);
    expect(timelineLinks(member, restricted)).toEqual([
      'friends',
      'dms',
      'bookmarks',
      'public',
      'bubble',
      'publicAndExternal',
    ]);
  });
  it('hides the group from visitors in private mode', () => {
    expect(timelineLinks(VISITOR, { ...open, private: true })).toEqual([]);
    expect(timelineLinks(member, { ...open, private: true })).toContain('friends');
  });
});

describe('role and mode rules', () => {
  it('gives moderation to staff and administration to admins', () => {
    expect(isStaff({ ...member, role: 'moderator' })).toBe(true);
    expect(isAdmin({ ...member, role: 'moderator' })).toBe(false);
    expect(isAdmin({ ...member, role: 'admin' })).toBe(true);
    expect(isStaff(VISITOR)).toBe(false);
  });
  it('hides search for visitors of private instances and who-to-follow without suggestions', () => {
    expect(searchVisible(VISITOR, { ...open, private: true })).toBe(false);
    expect(searchVisible(member, { ...open, private: true })).toBe(true);
    expect(whoToFollowVisible(member, { ...open, suggestionsEnabled: false })).toBe(false);
    expect(whoToFollowVisible(VISITOR, open)).toBe(false);
  });
});
