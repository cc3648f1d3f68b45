import { describe, expect, it } from 'vitest';
import { normaliseStatus, type Status, type WireStatus } from '../../api';
import { followStateNeeded } from './replyFollowRule';

function status(over: Partial<WireStatus> & { accountId?: string } = {}): Status {
  const { accountId = 'a1', ...rest } = over;
  return normaliseStatus({
    id: 's1',
    content: '<p>Tomatoes are ripe</p>',
    visibility: 'public',
    created_at: '2026-01-01T00:00:00.000Z',
    account: { id: accountId, username: 'amara', acct: 'amara' },
    ...rest,
  } as WireStatus);
}

describe('followStateNeeded', () => {
  const reply = status({ in_reply_to_id: 'p', in_reply_to_account_id: 'other' });

  it("asks for the replied-to account under 'following' only", () => {
    expect(followStateNeeded(reply, 'following', 'me')).toBe('other');
    expect(followStateNeeded(reply, 'all', 'me')).toBeNull();
    expect(followStateNeeded(reply, 'self', 'me')).toBeNull();
  });

  it('needs nothing for visitors, non-replies, own posts and replies to the viewer', () => {
    expect(followStateNeeded(reply, 'following', null)).toBeNull();
    expect(followStateNeeded(status(), 'following', 'me')).toBeNull();
    const mine = status({ accountId: 'me', in_reply_to_id: 'p', in_reply_to_account_id: 'x' });
    expect(followStateNeeded(mine, 'following', 'me')).toBeNull();
    const toMe = status({ in_reply_to_id: 'p', in_reply_to_account_id: 'me' });
    expect(followStateNeeded(toMe, 'following', 'me')).toBeNull();
  });

  it('judges the reply inside a repeat', () => {
    const repeat = status({
      id: 'r1',
      reblog: {
        id: 's2',
        content: '<p>Agreed</p>',
        visibility: 'public',
        created_at: '2026-01-01T00:00:00.000Z',
        account: { id: 'a2', username: 'bo', acct: 'bo' },
        in_reply_to_id: 'p',
        in_reply_to_account_id: 'other',
      } as WireStatus,
    } as Partial<WireStatus>);
    expect(followStateNeeded(repeat, 'following', 'me')).toBe('other');
  });
});
