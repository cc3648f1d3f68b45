import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info' | 'warning';

export interface SettingsNotice {
  tone: NoticeTone;
  /** Translation key under settingsNotice (its own catalogue, settingsNotice.json). */
  key: string;
}

/** Document 1 §9: the save notice clears after 2 s on success; an error stays. */
export const SAVE_OK_MS = 2000;
/** Document 3 §9: settings sync notices. */
export const SYNC_PROGRESS_MS = 5000;
export const SYNC_ERROR_MS = 5000;
export const SYNC_OK_MS = 2000;

interface NoticeStore {
  notice: SettingsNotice | null;
  /** Shows a notice; null keeps it until the next one or a dismissal. */
  show: (notice: SettingsNotice, clearAfterMs: number | null) => void;
  dismiss: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useSettingsNotice = create<NoticeStore>((set) => ({
  notice: null,
  show: (notice, clearAfterMs) => {
    clearTimeout(timer);
    set({ notice });
    if (clearAfterMs !== null) timer = setTimeout(() => set({ notice: null }), clearAfterMs);
  },
  dismiss: () => {
    clearTimeout(timer);
    set({ notice: null });
  },
}));

export const showSaved = (ok: boolean) =>
  useSettingsNotice
    .getState()
    .show(
      ok ? { tone: 'success', key: 'saving_ok' } : { tone: 'error', key: 'saving_err' },
      ok ? SAVE_OK_MS : null,
    );

/**
 * Goes up each time the stored choices are swapped wholesale (a restored backup, an adopted
 * server profile). The open modal's tabs remount on it: fields that keep what is being typed
 * (numbers, word lists) would otherwise go on showing the values from before.
 */
export const useSettingsRevision = create<{ revision: number; bump: () => void }>((set) => ({
  revision: 0,
  bump: () => set((s) => ({ revision: s.revision + 1 })),
}));
