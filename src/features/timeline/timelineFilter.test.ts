import { describe, expect, it } from 'vitest';
import { normaliseStatus, type Status } from '../../api';
import type { WireStatus } from '../../api';
import { keepInTimeline, type TimelineFilterPrefs } from './timelineFilter';

function status(over: Partial<WireStatus> & { bot?: boolean; accountId?: string } = {}): Status {
  const { bot = false, accountId = 'a1', ...rest } = over;
  return normaliseStatus({
    id: 's1',
    content: '<p>Tomatoes are ripe</p>',
    visibility: 'public',
    created_at: '2026-01-01T00:00:00.000Z',
    account: { id: accountId, username: 'amara', acct: 'amara', bot },
    ...rest,
  } as WireStatus);
}

const prefs: TimelineFilterPrefs = {
  muteWords: [],
  replyVisibility: 'all',
  muteBotStatuses: false,
  hideFilteredStatuses: false,
  showRepeats: true,
};
const viewer = { id: 'me' };

describe('keepInTimeline', () => {
  it('keeps ordinary posts', () => {
    expect(keepInTimeline(status(), prefs, viewer)).toBe(true);
  });

  it('muted words fold (kept for the placeholder) unless hideFilteredStatuses', () => {
    const words = { ...prefs, muteWords: ['tomato'] };
    expect(keepInTimeline(status(), words, viewer)).toBe(true);
    expect(keepInTimeline(status(), { ...words, hideFilteredStatuses: true }, viewer)).toBe(false);
  });

  it('leaves repeats out when repeats are off, whoever repeated what', () => {
    const repeat = status({
      id: 'r1',
      reblog: {
        id: 's2',
        content: '<p>x</p>',
        visibility: 'public',
        created_at: '2026-01-01T00:00:00.000Z',
        account: { id: 'me', username: 'me', acct: 'me' },
      },
    } as Partial<WireStatus>);
    expect(repeat.retweeted_status).toBeTruthy();
    expect(keepInTimeline(repeat, prefs, viewer)).toBe(true);
    expect(keepInTimeline(repeat, { ...prefs, showRepeats: false }, viewer)).toBe(false);
    expect(keepInTimeline(status(), { ...prefs, showRepeats: false }, viewer)).toBe(true);
  });

  it('mutes bots when asked', () => {
    expect(keepInTimeline(status({ bot: true }), prefs, viewer)).toBe(true);
    expect(keepInTimeline(status({ bot: true }), { ...prefs, muteBotStatuses: true }, viewer)).toBe(
      false,
    );
  });

  it('keeps muted users and threads for the placeholder unless hideFilteredStatuses', () => {
    const user = status({ muted: true, pleroma: { thread_muted: false } } as Partial<WireStatus>);
    expect(keepInTimeline(user, prefs, viewer)).toBe(true);
    const hiding = { ...prefs, hideFilteredStatuses: true };
    expect(keepInTimeline(user, hiding, viewer)).toBe(false);
    expect(keepInTimeline(user, hiding, viewer, true)).toBe(true);
    const thread = status({ muted: true, pleroma: { thread_muted: true } } as Partial<WireStatus>);
    expect(keepInTimeline(thread, prefs, viewer)).toBe(true);
    expect(keepInTimeline(thread, hiding, viewer)).toBe(false);
  });

  it('applies reply visibility self and following', () => {
    const reply = status({ in_reply_to_id: 'p', in_reply_to_account_id: 'other' });
    const toMe = status({ in_reply_to_id: 'p', in_reply_to_account_id: 'me' });
    const self = { ...prefs, replyVisibility: 'self' as const };
    expect(keepInTimeline(reply, self, viewer)).toBe(false);
    expect(keepInTimeline(toMe, self, viewer)).toBe(true);
    // 'following' is judged before a post reaches the list (server pages, the stream hub).
    const following = { ...prefs, replyVisibility: 'following' as const };
    expect(keepInTimeline(reply, following, viewer)).toBe(true);
  });

  it("never hides the viewer's own posts", () => {
    const mine = status({ accountId: 'me', bot: true });
    expect(keepInTimeline(mine, { ...prefs, muteBotStatuses: true }, viewer)).toBe(true);
  });
});
