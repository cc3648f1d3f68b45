import { create } from 'zustand';

/** Whether the keyboard help dialog is open; '?' and the visible help buttons both open it. */
export const useShortcutHelp = create<{ open: boolean; setOpen: (open: boolean) => void }>(
  (set) => ({ open: false, setOpen: (open) => set({ open }) }),
);
