import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../http';
import { createFakeFetch, jsonResponse } from '../testing/fakeFetch';
import {
  claimEarlyAnswers,
  dropEarlyAnswers,
  EARLY_ANSWERS_GLOBAL,
  takeEarlyAnswer,
  type EarlyAnswer,
} from './earlyAnswers';

const base = 'https://akkoma.example';
const timelineUrl = `${base}/api/v1/timelines/public?limit=20&with_muted=true&local=false`;
const holder = globalThis as unknown as Record<string, unknown>;

function leave(...answers: Omit<EarlyAnswer, 'method' | 'response'>[]): EarlyAnswer[] {
  const list = answers.map((answer): EarlyAnswer => ({
    method: 'GET',
    ...answer,
    response: Promise.resolve(jsonResponse([{ id: 'early' }])),
  }));
  holder[EARLY_ANSWERS_GLOBAL] = list;
  return list;
}

function client(token: string | null) {
  const fake = createFakeFetch(() => jsonResponse([{ id: 'network' }]));
  return {
    api: createApiClient({ baseUrl: base, getToken: () => token, fetchImpl: fake.fetch }),
    fake,
  };
}

afterEach(() => {
  delete holder[EARLY_ANSWERS_GLOBAL];
});

describe('early answers', () => {
  it('are adopted for exactly the same GET, URL and token, once', async () => {
    leave({ url: timelineUrl, token: 'tok' });
    const { api, fake } = client('tok');
    const query = { limit: 20, with_muted: true, local: false };
    const first = await api.getPage('/api/v1/timelines/public', { query });
    const second = await api.getPage('/api/v1/timelines/public', { query });
    expect(first.data).toEqual([{ id: 'early' }]);
    // The second asking is a request of its own.
    expect(second.data).toEqual([{ id: 'network' }]);
    expect(fake.requests.map((r) => r.url)).toEqual([timelineUrl]);
  });

  it('are not adopted for another token, another URL or another method', async () => {
    leave({ url: timelineUrl, token: 'tok' });
    const otherToken = client('someone-else');
    await otherToken.api.getPage('/api/v1/timelines/public', {
      query: { limit: 20, with_muted: true, local: false },
    });
    expect(otherToken.fake.requests).toHaveLength(1);

    const signedOut = client(null);
    await signedOut.api.getPage('/api/v1/timelines/public', {
      query: { limit: 20, with_muted: true, local: false },
    });
    expect(signedOut.fake.requests).toHaveLength(1);

    const otherQuery = client('tok');
    await otherQuery.api.getPage('/api/v1/timelines/public', {
      query: { limit: 20, local: false },
    });
    expect(otherQuery.fake.requests).toHaveLength(1);

    expect(takeEarlyAnswer('POST', timelineUrl, 'tok')).toBeNull();
    // Still there for the one request it was made for.
    expect(takeEarlyAnswer('GET', timelineUrl, 'tok')).not.toBeNull();
  });

  it('an anonymous call takes only an answer asked without a token', async () => {
    leave({ url: `${base}/static/styles.json`, token: null });
    const { api, fake } = client('tok');
    await api.get('/static/styles.json', { anonymous: true, cache: 'no-store' });
    expect(fake.requests).toHaveLength(0);
  });

  it('are forgotten once start-up is over', () => {
    leave({ url: timelineUrl, token: null });
    dropEarlyAnswers();
    expect(takeEarlyAnswer('GET', timelineUrl, null)).toBeNull();
  });

  it('claiming keeps what is there and tells a late early script the app has started', () => {
    claimEarlyAnswers();
    expect(holder[EARLY_ANSWERS_GLOBAL]).toEqual([]);
    const list = leave({ url: timelineUrl, token: null });
    claimEarlyAnswers();
    expect(holder[EARLY_ANSWERS_GLOBAL]).toBe(list);
  });

  it('a request already aborted is not given an early answer', async () => {
    leave({ url: `${base}/static/styles.json`, token: null });
    const { api, fake } = client(null);
    const controller = new AbortController();
    controller.abort();
    await api.get('/static/styles.json', { anonymous: true, signal: controller.signal });
    // The request went its own way (where the browser rejects it as aborted).
    expect(fake.requests).toHaveLength(1);
    expect(takeEarlyAnswer('GET', `${base}/static/styles.json`, null)).not.toBeNull();
  });
});
