import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addRecentEmoji } from './rules/emojiSuggestions';

/** Recently used emoji names, newest first (document 3 §3: 42 at most, no remote ones). */
export const useRecentEmojiStore = create<{ recent: string[]; use: (name: string) => void }>()(
  persist(
    (set) => ({
      recent: [],
      use: (name) => set((s) => ({ recent: addRecentEmoji(s.recent, name) })),
    }),
    { name: 'petrel:recent-emoji', storage: createJSONStorage(() => localStorage) },
  ),
);
