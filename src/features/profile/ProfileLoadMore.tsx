import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadMoreButton, type MorePages } from '../../ui/LoadMoreButton';

/** The "Load more" under a profile's lists (followers, follows, followed tags). */
export function ProfileLoadMore({ pages }: { pages: MorePages }) {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  return (
    <LoadMoreButton
      needsServer={needsServer}
      pages={pages}
      label={t('user_profile.load_more')}
      className="button profile__more"
    />
  );
}
