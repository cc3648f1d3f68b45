import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../modals/modalStore';
import { useNoticesStore } from '../../core/notices/noticesStore';
import { useSettingsNotice } from './settingsNotice';
import { showSyncNotice } from './syncNotice';

describe('settings-sync notices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useNoticesStore.setState({ notices: [] });
    useSettingsNotice.getState().dismiss();
  });
  afterEach(() => {
    vi.useRealTimers();
    useModalStore.getState().close('settings');
  });

  it('with the settings modal closed, go to the global list for their time (5 s, 2 s)', () => {
    showSyncNotice({ tone: 'warning', key: 'sync_creating' }, 5000);
    expect(useNoticesStore.getState().notices).toMatchObject([
      { level: 'warning', messageKey: 'settingsNotice.sync_creating', timeout: 5000 },
    ]);
    vi.advanceTimersByTime(5000);
    expect(useNoticesStore.getState().notices).toEqual([]);
    showSyncNotice({ tone: 'success', key: 'sync_ok' }, 2000);
    vi.advanceTimersByTime(1999);
    expect(useNoticesStore.getState().notices).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useNoticesStore.getState().notices).toEqual([]);
    expect(useSettingsNotice.getState().notice).toBeNull();
  });

  it('take one place in the global list: each replaces the one before, other notices stay', () => {
    useNoticesStore.getState().push({ level: 'error', messageKey: 'notices.other' });
    showSyncNotice({ tone: 'warning', key: 'sync_creating' }, 5000);
    showSyncNotice({ tone: 'success', key: 'sync_ok' }, 2000);
    expect(useNoticesStore.getState().notices.map((n) => n.messageKey)).toEqual([
      'notices.other',
      'settingsNotice.sync_ok',
    ]);
    vi.advanceTimersByTime(2000);
    expect(useNoticesStore.getState().notices.map((n) => n.messageKey)).toEqual(['notices.other']);
  });

  it('with the modal open, show in its notice slot (the modal covers the global list)', () => {
    useModalStore.getState().open('settings');
    showSyncNotice({ tone: 'error', key: 'sync_err' }, 5000);
    expect(useSettingsNotice.getState().notice).toEqual({ tone: 'error', key: 'sync_err' });
    expect(useNoticesStore.getState().notices).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(useSettingsNotice.getState().notice).toBeNull();
  });

  it('can take a progress notice away early', () => {
    const done = showSyncNotice({ tone: 'info', key: 'sync_progress' }, 5000);
    done();
    expect(useNoticesStore.getState().notices).toEqual([]);
  });
});
