import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { BasicUserCard } from '../profile';
import { useSuggestions } from './useSuggestions';
import './suggestedUser.css';
import './whoToFollow.css';

export function WhoToFollowPage() {
  const { t } = useTranslation();
  usePageTitle(t('who_to_follow.title'));
  const query = useSuggestions(true);
  return (
    <section className="panel" aria-labelledby="who-to-follow-page-heading">
      <header className="panel__heading">
        <h1 id="who-to-follow-page-heading">{t('who_to_follow.title')}</h1>
      </header>
      {query.isPending ? (
        <Spinner label={t('who_to_follow.loading')} />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p className="panel__body">{t('who_to_follow.empty')}</p>
      ) : (
        <ul className="suggested-user-list suggested-user-list--separated">
          {query.data.map((user) => (
            // Basic cards carry a follow button; their relationships load in one request.
            <BasicUserCard key={user.id} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}
