import { describe, expect, it } from 'vitest';
import { clientAnswering } from '../../test/clientAnswering';
import { fetchListAccounts } from './lists';
import { fetchFollowRequests } from './notifications';
import { fetchFollowedTags } from './relationships';

const accounts = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(100 - i), acct: `p${i}`, username: `p${i}` }));
const next = (path: string) => `<https://petrel.example${path}?max_id=5>; rel="next"`;

describe('paged account lists (issue 26)', () => {
  it('follow requests: a full page goes on by the Link header, a short one is the last', async () => {
    const seen: string[] = [];
    const full = await fetchFollowRequests(
      clientAnswering(accounts(20), next('/api/v1/follow_requests'), seen),
      { max_id: '9' },
    );
    expect(full.items).toHaveLength(20);
    expect(full.next).toEqual({ max_id: '5' });
    expect(seen[0]).toContain('max_id=9');
    expect(seen[0]).toContain('limit=20');
    const short = await fetchFollowRequests(
      clientAnswering(accounts(3), next('/api/v1/follow_requests')),
    );
    expect(short.next).toBeNull();
  });

  it('list members: paged by the Link header; an answer of everyone without one is whole', async () => {
    const seen: string[] = [];
    const full = await fetchListAccounts(
      clientAnswering(accounts(20), next('/api/v1/lists/1/accounts'), seen),
      '1',
    );
    expect(full.next).toEqual({ max_id: '5' });
    expect(seen[0]).toContain('limit=20');
    // Akkoma sends every member at once and no Link header.
    const everyone = await fetchListAccounts(clientAnswering(accounts(45)), '1');
    expect(everyone.items).toHaveLength(45);
    expect(everyone.next).toBeNull();
  });

  it('followed tags: a short page is the last even when the Link header points on', async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, url: '' }));
    const link = next('/api/v1/followed_tags');
    expect((await fetchFollowedTags(clientAnswering(tags(20), link))).next).toEqual({
      max_id: '5',
    });
    expect((await fetchFollowedTags(clientAnswering(tags(2), link))).next).toBeNull();
  });
});
