// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '../../api';
import { useSessionStore } from './sessionStore';
import { watchingForStandalone } from './standaloneDetection';

function answering(answer: () => Promise<unknown>): ApiClient {
  return { get: () => answer() } as unknown as ApiClient;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
  useSessionStore.setState({ standalone: false });
});

describe('watchingForStandalone', () => {
  it('leaves the stored session alone when the instance answers as before', async () => {
    const writing = vi.spyOn(Storage.prototype, 'setItem');
    const client = watchingForStandalone(
      answering(() => Promise.resolve({ uri: 'petrel.example', title: 'Petrel' })),
    );
    await client.get('/api/v1/instance');
    await settle();
    expect(useSessionStore.getState().standalone).toBe(false);
    // Persisting the same session again cost every visit a localStorage write before its
    // first status (issue 28).
    expect(writing).not.toHaveBeenCalled();
  });

  it('turns standalone on for a page that no instance serves, and off again', async () => {
    const notFound = new ApiError({
      kind: 'not-found',
      status: 404,
      body: null,
      request: { method: 'GET', url: '/api/v1/instance' },
    });
    await watchingForStandalone(answering(() => Promise.reject(notFound)))
      .get('/api/v1/instance')
      .catch(() => undefined);
    await settle();
    expect(useSessionStore.getState().standalone).toBe(true);
    await watchingForStandalone(
      answering(() => Promise.resolve({ uri: 'petrel.example', title: 'Petrel' })),
    ).get('/api/v1/instance');
    await settle();
    expect(useSessionStore.getState().standalone).toBe(false);
  });
});
