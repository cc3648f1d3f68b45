// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftsStore } from './draftsStore';
import { useComposerDraft } from './useComposerDraft';

afterEach(() => {
  vi.unstubAllGlobals();
  useDraftsStore.setState({ drafts: {} });
});

describe('useComposerDraft', () => {
  it('saves a keystroke with its render, before the next frame', async () => {
    // No frame ever comes: a page closed right after a keystroke has none left.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const { result } = renderHook(() => useComposerDraft('new', null, null, undefined));
    // Outside act(), as a real keystroke: Preact renders in a microtask, the commit follows.
    result.current.update((d) => ({ ...d, status: 'a long answer' }));
    await Promise.resolve();
    await Promise.resolve();
    expect(useDraftsStore.getState().drafts.status?.data.status).toBe('a long answer');
    await act(async () => undefined);
  });
});
