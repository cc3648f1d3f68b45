import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  fetchAccountSettings,
  saveAccountOption,
  type AccountOptions,
  type AccountSettings,
} from '../../api';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { saveWithRollback } from './serverOption';
import { showSaved } from './settingsNotice';

/** Keyed by the account, so nothing of one user shows for the next; logout clears the cache too. */
export function accountSettingsKey(userId: string | undefined) {
  return ['accountSettings', userId ?? 'none'] as const;
}

export function useAccountSettings() {
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({
    queryKey: accountSettingsKey(userId),
    queryFn: ({ signal }) => fetchAccountSettings(api, signal),
    enabled: userId !== undefined,
    staleTime: 30_000,
  });
}

/** Saves server-side options one at a time with the spec's notice and rollback. */
export function useSaveAccountOption() {
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  const [pending, setPendingKeys] = useState<ReadonlySet<keyof AccountOptions>>(new Set());
  const save = useCallback(
    async <K extends keyof AccountOptions>(key: K, value: AccountOptions[K]) => {
      const cacheKey = accountSettingsKey(userId);
      const current = queryClient.getQueryData<AccountSettings>(cacheKey);
      if (!current) return;
      const ok = await saveWithRollback({
        previous: current.options[key],
        next: value,
        setPending: (p) =>
          setPendingKeys((old) => {
            const copy = new Set(old);
            if (p) copy.add(key);
            else copy.delete(key);
            return copy;
          }),
        setValue: (v) =>
          queryClient.setQueryData<AccountSettings>(cacheKey, (old) =>
            old ? { ...old, options: { ...old.options, [key]: v } } : old,
          ),
        save: async (v) => {
          const user = await saveAccountOption(api, key, v);
          // The composer reads the default visibility and sensitivity from the session user.
          if (user) useSessionStore.setState({ user });
        },
      });
      showSaved(ok);
    },
    [queryClient, userId],
  );
  return { save, pending };
}
