import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isEmptyDraft, type Draft, type DraftData } from './rules/draft';
import { accountScoped } from '../../core/session/accountStorage';
import { followActiveAccount } from '../../core/session/accountChange';

interface DraftsState {
  drafts: Record<string, Draft>;
  /** Saves the form under its key, or deletes the draft when the form is empty. */
  save: (key: string, data: DraftData) => void;
  remove: (key: string) => void;
}

/** Drafts, stored locally under 'drafts' (document 2 §3), so a reload never loses typed text. */
export const useDraftsStore = create<DraftsState>()(
  persist(
    (set) => ({
      drafts: {},
      save: (key, data) =>
        set((s) => {
          const { [key]: _old, ...rest } = s.drafts;
          return {
            drafts: isEmptyDraft(data) ? rest : { ...rest, [key]: { updatedAt: Date.now(), data } },
          };
        }),
      remove: (key) =>
        set((s) => {
          const { [key]: _gone, ...rest } = s.drafts;
          return { drafts: rest };
        }),
    }),
    // Per account (issue 16): a draft belongs to the account that wrote it.
    { name: 'drafts', storage: createJSONStorage(() => accountScoped(localStorage)) },
  ),
);

// A switch to another account loads that account's copy (issue 16).
followActiveAccount(useDraftsStore);
