// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus } from '../../api';
import { storeStatus } from '../../core/statusCache';
import { useConversation } from './useConversation';

const calls = vi.hoisted(() => ({ context: 0 }));

vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  fetchContext: async () => {
    calls.context++;
    return { ancestors: [], descendants: [] };
  },
}));
vi.mock('../../core/client', () => ({ api: {} }));
vi.mock('./savedConversations', () => ({
  noteConversation: () => undefined,
  restoreConversation: async () => null,
}));

afterEach(() => vi.unstubAllGlobals());

describe('useConversation', () => {
  it(
    'shows a cached status at once and asks for its context after the paint',
    { timeout: 30_000 },
    async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
      const client = new QueryClient();
      storeStatus(
        client,
        normaliseStatus({
          id: '1',
          created_at: '2026-11-20T10:00:00.000Z',
          content: '<p>Opened from a timeline</p>',
          account: { id: 'u', acct: 'writer', username: 'writer' },
        }),
      );
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useConversation('1'), { wrapper });

      expect(result.current.data?.focusedId).toBe('1');
      expect(result.current.isPlaceholderData).toBe(true);
      // Not in the click's task: the call waits for the frame that shows the status.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(calls.context).toBe(0);
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames.splice(0)) frame(0);
      await waitFor(() => expect(calls.context).toBe(1), { timeout: 10_000 });
      await waitFor(() => expect(result.current.isPlaceholderData).toBe(false), {
        timeout: 10_000,
      });
    },
  );
});
