import { describe, expect, it } from 'vitest';
import { readFixture } from './contract/fixtures';
import { conversationStatuses } from './conversations';
import { createApiClient } from './http';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';
import { directMessagesSource, fetchTimeline, timelineEndpoint } from './timelines';

interface Captured {
  headers: Record<string, string>;
  body: unknown;
}

const gotosocial = readFixture('gotosocial/bob-conversations.json') as Captured;

describe('directMessagesSource', () => {
  it('prefers the direct timeline, then conversations, else none', () => {
    expect(directMessagesSource({ directTimeline: true, conversations: true })).toBe('timeline');
    expect(directMessagesSource({ directTimeline: false, conversations: true })).toBe(
      'conversations',
    );
    expect(directMessagesSource({ directTimeline: false, conversations: false })).toBeNull();
  });
});

describe('conversationStatuses', () => {
  it("takes each conversation's last status (GoToSocial's real answer)", () => {
    const statuses = conversationStatuses(gotosocial.body);
    expect(statuses.map((s) => s.id)).toEqual(['01M80EBJZRC3RTR2N0T1PYES3E']);
    expect(statuses[0]?.visibility).toBe('direct');
  });

  it('skips conversations without a last status, junk and repeats', () => {
    const account = { id: 'u', acct: 'a' };
    const status = { id: 's1', account, visibility: 'direct' };
    expect(
      conversationStatuses([
        { id: 'c1', last_status: status },
        { id: 'c2', last_status: null },
        null,
        { id: 'c3', last_status: status },
      ]).map((s) => s.id),
    ).toEqual(['s1']);
    expect(conversationStatuses({ error: 'x' })).toEqual([]);
  });
});

describe("fetchTimeline('dms') from conversations", () => {
  it('calls /api/v1/conversations and pages by its Link header', async () => {
    expect(timelineEndpoint('dms', {}, { directMessages: 'conversations' }).path).toBe(
      '/api/v1/conversations',
    );
    const fake = createFakeFetch(
      jsonResponse(gotosocial.body, { headers: { Link: gotosocial.headers['link'] ?? '' } }),
    );
    const client = createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch });
    const page = await fetchTimeline(
      client,
      'dms',
      { max_id: 'Z' },
      { directMessages: 'conversations' },
    );
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/conversations?max_id=Z&limit=20');
    expect(page.items).toHaveLength(1);
    expect(page.next).toEqual({ max_id: '01M80EBJZRC3RTR2N0T1PYES3E' });
  });
});
