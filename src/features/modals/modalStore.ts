import { create } from 'zustand';

export type ModalName = 'settings' | 'moderation';
export type ModalState = 'hidden' | 'visible' | 'minimized';

interface ModalStore {
  settings: ModalState;
  moderation: ModalState;
  open: (name: ModalName) => void;
  /** Peek toggles visible and minimized; from hidden it is a programming error (document 1 §4). */
  peek: (name: ModalName) => void;
  close: (name: ModalName) => void;
}

export const useModalStore = create<ModalStore>((set, get) => ({
  settings: 'hidden',
  moderation: 'hidden',
  open: (name) => set({ [name]: 'visible' }),
  peek: (name) => {
    const state = get()[name];
    if (state === 'hidden') throw new Error(`Cannot peek the ${name} modal while it is hidden`);
    set({ [name]: state === 'visible' ? 'minimized' : 'visible' });
  },
  close: (name) => set({ [name]: 'hidden' }),
}));
