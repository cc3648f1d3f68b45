import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { announce } from '../../ui/liveAnnouncer';

/**
 * Says 'N new posts' when more wait behind the load button (issue 17). Only a rise is said:
 * showing them (count back to 0) is the reader's own doing.
 */
export function useNewPostsAnnouncement(count: number): void {
  const { t } = useTranslation();
  const said = useRef(count);
  useEffect(() => {
    if (count > said.current) announce(t('timeline.new_posts_announcement', { count }));
    said.current = count;
  }, [count, t]);
}
