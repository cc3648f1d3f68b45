import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSaved, useSettingsNotice } from './settingsNotice';

describe('settings save notice', () => {
  afterEach(() => vi.useRealTimers());

  it('clears a success after 2 s and keeps an error', () => {
    vi.useFakeTimers();
    showSaved(true);
    expect(useSettingsNotice.getState().notice?.key).toBe('saving_ok');
    vi.advanceTimersByTime(1999);
    expect(useSettingsNotice.getState().notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(useSettingsNotice.getState().notice).toBeNull();
    showSaved(false);
    vi.advanceTimersByTime(60_000);
    expect(useSettingsNotice.getState().notice?.key).toBe('saving_err');
  });
});
