// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, normaliseUser, type InstanceSettings } from '../../api';
import { createQueryClient } from '../../app/queryClient';
import { storeStatus } from '../../core/statusCache';
import { useSessionStore } from '../../core/session/sessionStore';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { UNKNOWN_SERVER } from '../../core/instance/useServerFeatures';
import { ReactionBar } from './ReactionBar';

// The request never answers: the test is about what the click paints.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  reactToStatus: () => new Promise(() => undefined),
  unreactToStatus: () => new Promise(() => undefined),
}));

afterEach(() => {
  useSessionStore.setState({ user: null });
  useInstanceStore.setState({ settings: null });
});

function renderChip() {
  useSessionStore.setState({ user: normaliseUser({ id: 'me', acct: 'me', username: 'me' }) });
  useInstanceStore.setState({
    settings: { supports: { ...UNKNOWN_SERVER, reactions: true } } as unknown as InstanceSettings,
  });
  const client = createQueryClient();
  const status = normaliseStatus({
    id: '1',
    created_at: '2026-11-20T10:00:00.000Z',
    content: '<p>Post</p>',
    account: { id: 'u1', acct: 'writer', username: 'writer' },
    pleroma: { emoji_reactions: [{ name: '🌱', count: 2, me: false }] },
  });
  storeStatus(client, status);
  render(
    <QueryClientProvider client={client}>
      <ReactionBar status={status} />
    </QueryClientProvider>,
  );
  return screen.getByRole('button', { name: 'React with 🌱, 2' });
}

describe('a reaction chip', () => {
  it('shows itself pressed in the click’s own task, not after the action code’s import', async () => {
    const chip = renderChip();
    // The bar loads the action code as it mounts for a signed-in reader; let that settle.
    await act(async () => {
      await import('./statusActionRunners');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // A synchronous act: only what the click's own task renders is in the document after it.
    act(() => {
      fireEvent.click(chip);
    });
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(chip.getAttribute('aria-label')).toBe('Remove your 🌱 reaction, 3');
  });

  it('reads no layout and renders nothing when the chip the pointer rests on is focused', () => {
    const chip = renderChip();
    act(() => {
      fireEvent.mouseEnter(chip);
    });
    expect(chip.getAttribute('aria-describedby')).not.toBeNull();
    const reads = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    // A mouse press focuses the chip: inside the press, before its pressed state is painted.
    act(() => {
      fireEvent.focus(chip);
    });
    expect(reads).not.toHaveBeenCalled();
    expect(chip.getAttribute('aria-describedby')).not.toBeNull();
    reads.mockRestore();
  });
});
