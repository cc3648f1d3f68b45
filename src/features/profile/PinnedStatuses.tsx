import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTimeline } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { api } from '../../core/client';
import { StatusArticle } from '../status';
import { storeStatus } from '../../core/statusCache';

/** Pinned posts above the statuses tab (document 1 §2). */
export function PinnedStatuses({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['pinned', userId],
    queryFn: async ({ signal }) => {
      const page = await fetchTimeline(api, 'user', { user_id: userId, pinned: true }, { signal });
      for (const status of page.items) storeStatus(queryClient, status);
      return page.items.map((s) => s.id);
    },
  });
  if (!query.data || query.data.length === 0) return null;
  return (
    <section className="profile__pinned" aria-label={t('user_profile.pinned')}>
      {query.data.map((id) => (
        <StatusArticle key={id} id={id} showPinned />
      ))}
    </section>
  );
}
