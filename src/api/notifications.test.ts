import { describe, expect, it } from 'vitest';
import { createApiClient } from './http';
import {
  fetchNotifications,
  markNotificationsSeen,
  subscribePush,
  unsubscribePush,
} from './notifications';
import { createFakeFetch, jsonResponse } from './testing/fakeFetch';

const account = { id: 'u', acct: 'amara' };
const alerts = { follow: true, favourite: true, mention: true, reblog: true, move: true };
const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'k', auth: 'a' } };

function client(...replies: Response[]) {
  const fake = createFakeFetch(...replies);
  return { fake, api: createApiClient({ baseUrl: 'https://x.example', fetchImpl: fake.fetch }) };
}

describe('notification calls', () => {
  it('fetches a page, keeping the bounds of skipped items', async () => {
    const { fake, api } = client(
      jsonResponse([
        { id: '9', type: 'favourite', account }, // no status: skipped
        { id: '7', type: 'follow', account },
      ]),
    );
    const page = await fetchNotifications(api, { max_id: '10' });
    expect(page.items.map((n) => n.id)).toEqual(['7']);
    expect(page).toMatchObject({ newestId: '9', oldestId: '7', size: 2 });
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/notifications?limit=20&max_id=10');
  });

  it('marks seen by max id as a form', async () => {
    const { fake, api } = client(jsonResponse([]));
    await markNotificationsSeen(api, { max_id: '5' });
    expect(fake.requests[0]).toMatchObject({ method: 'POST' });
    expect(String(fake.requests[0]?.body)).toBe('max_id=5');
  });

  it('subscribes to push with the alerts and requires the reply id', async () => {
    const { fake, api } = client(jsonResponse({ id: '3', alerts }), jsonResponse({ alerts }));
    await expect(subscribePush(api, subscription, alerts)).resolves.toEqual({ id: '3' });
    expect(fake.requests[0]?.url).toBe('https://x.example/api/v1/push/subscription/');
    expect(JSON.parse(String(fake.requests[0]?.body))).toEqual({ subscription, data: { alerts } });
    await expect(subscribePush(api, subscription, alerts)).rejects.toThrow(/no id/);
  });

  it('unsubscribes with a DELETE on the same path', async () => {
    const { fake, api } = client(jsonResponse({}));
    await unsubscribePush(api);
    expect(fake.requests[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://x.example/api/v1/push/subscription/',
    });
  });
});
