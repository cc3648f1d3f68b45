import { useModalStore } from '../modals';
import { useNoticesStore } from '../../core/notices/noticesStore';
import { useSettingsNotice, type SettingsNotice } from './settingsNotice';

/** The sync notice now in the global list, replaced by the next one. */
let shownId: number | null = null;

/**
 * Settings-sync notices are global (document 1 §4, document 3 §4): sign-in and the 600 s poll
 * sync with the modal closed, so they go to the app's notice list. While the settings modal is
 * open it covers that list, so they show in the modal's own notice slot instead.
 * Either way they share one place: each replaces the one before, as the modal's slot does, so
 * a sync's progress and outcome never stack over the page (at 390 px two stacked notices
 * pushed the timeline 200 px down just after sign-in).
 * Returns a function that takes the notice away early (a progress notice once the outcome is in).
 */
export function showSyncNotice(notice: SettingsNotice, ms: number): () => void {
  if (useModalStore.getState().settings === 'visible') {
    useSettingsNotice.getState().show(notice, ms);
    return () => {
      if (useSettingsNotice.getState().notice === notice) useSettingsNotice.getState().dismiss();
    };
  }
  const notices = useNoticesStore.getState();
  if (shownId !== null) notices.dismiss(shownId);
  const id = notices.push({
    level: notice.tone,
    messageKey: `settingsNotice.${notice.key}`,
    timeout: ms,
  });
  shownId = id;
  return () => useNoticesStore.getState().dismiss(id);
}
