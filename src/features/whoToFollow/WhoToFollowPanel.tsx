import { Link } from '../../ui/router';
import { useTranslation } from '../../i18n/useTranslation';
import { SuggestedUser } from './SuggestedUser';
import { useSuggestions } from './useSuggestions';
import './whoToFollow.css';

/** Document 1 §2 and §9: three suggested users and a link to more, for signed-in users. */
export const PANEL_SIZE = 3;

export function WhoToFollowPanel() {
  const { t } = useTranslation();
  const { data, isError } = useSuggestions(true);
  // The sidebar stays quiet when there is nothing to suggest or the call failed.
  if (isError || !data || data.length === 0) return null;
  return (
    <section className="panel who-to-follow" aria-labelledby="who-to-follow-heading">
      <header className="panel__heading">
        <h2 id="who-to-follow-heading">{t('who_to_follow.title')}</h2>
      </header>
      <ul className="suggested-user-list">
        {data.slice(0, PANEL_SIZE).map((user) => (
          <SuggestedUser key={user.id} user={user} />
        ))}
      </ul>
      <Link to="/who-to-follow" className="who-to-follow__more">
        {t('who_to_follow.more')}
      </Link>
    </section>
  );
}
