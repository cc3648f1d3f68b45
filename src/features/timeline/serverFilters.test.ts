import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../../core/preferences/preferences';
import { watchServerFilters } from './serverFilters';

describe('watchServerFilters', () => {
  afterEach(() => usePreferencesStore.getState().replace({}));

  it('reports a change of reply visibility or of hiding muted posts, nothing else', () => {
    const onChange = vi.fn();
    const stop = watchServerFilters(onChange);
    usePreferencesStore.getState().set({ showRepeats: false, hideAttachments: true });
    expect(onChange).not.toHaveBeenCalled();
    usePreferencesStore.getState().set({ replyVisibility: 'self' });
    expect(onChange).toHaveBeenCalledTimes(1);
    usePreferencesStore.getState().set({ replyVisibility: 'self' });
    expect(onChange).toHaveBeenCalledTimes(1);
    usePreferencesStore.getState().set({ hideFilteredStatuses: true });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    usePreferencesStore.getState().set({ replyVisibility: 'all' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
