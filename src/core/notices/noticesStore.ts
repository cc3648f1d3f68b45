import { create } from 'zustand';

export type NoticeLevel = 'error' | 'warning' | 'success' | 'info';

/** A button inside the notice (e.g. "Reload" when a new version is ready). */
export interface NoticeAction {
  labelKey: string;
  run: () => void;
}

export interface Notice {
  id: number;
  level: NoticeLevel;
  messageKey: string;
  messageArgs: Record<string, string | number>;
  /** Milliseconds before it goes away by itself; 0 means it stays (document 1 §3). */
  timeout: number;
  action?: NoticeAction;
}

export interface NoticeInput {
  level?: NoticeLevel;
  messageKey: string;
  messageArgs?: Record<string, string | number>;
  timeout?: number;
  action?: NoticeAction;
}

interface NoticesState {
  notices: Notice[];
  push: (input: NoticeInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export const useNoticesStore = create<NoticesState>((set, get) => ({
  notices: [],
  push: ({ level = 'error', messageKey, messageArgs = {}, timeout = 0, action }) => {
    // The same message twice in a row (a failing poll, say) shows once.
    const same = get().notices.find(
      (n) =>
        n.messageKey === messageKey &&
        JSON.stringify(n.messageArgs) === JSON.stringify(messageArgs),
    );
    if (same) return same.id;
    const id = nextId++;
    set((s) => ({
      notices: [...s.notices, { id, level, messageKey, messageArgs, timeout, action }],
    }));
    if (timeout > 0)
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), timeout),
      );
    return id;
  },
  dismiss: (id) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set((s) => ({ notices: s.notices.filter((n) => n.id !== id) }));
  },
}));

/** For code outside React (start-up, stream handlers). */
export const pushNotice = (input: NoticeInput) => useNoticesStore.getState().push(input);
