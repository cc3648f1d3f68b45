import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTag, setTagFollowed, type TagInfo } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { api } from '../../core/client';

/** Follow or unfollow a hashtag (document 2 §2, §4: a toggle shown to signed-in users). */
export function TagFollowButton({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['tag', tag.toLowerCase()] as const;
  const query = useQuery({ queryKey: key, queryFn: () => fetchTag(api, tag) });
  const mutation = useMutation({
    mutationFn: (follow: boolean) => setTagFollowed(api, tag, follow),
    onSuccess: (info: TagInfo) => queryClient.setQueryData(key, info),
  });
  if (!query.data) return null;
  const following = query.data.following;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-pressed={following}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(!following)}
      >
        {following ? t('timeline.unfollow_tag', { tag }) : t('timeline.follow_tag', { tag })}
      </button>
      {mutation.isError && <ErrorMessage error={mutation.error} />}
    </>
  );
}
