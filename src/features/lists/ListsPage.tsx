import { useQuery } from '@tanstack/react-query';
import { List as ListIcon, Pencil } from 'lucide-react';
import { Link } from '../../ui/router';
import { fetchLists } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/lists.json';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { ListEditor } from './ListEditor';
import { LISTS_POLL_MS } from './listRules';
import './lists.css';

i18n.extendResources('en', text);

export function useLists() {
  return useQuery({
    queryKey: ['lists'],
    queryFn: ({ signal }) => fetchLists(api, { signal }),
    refetchInterval: LISTS_POLL_MS,
  });
}

/** The viewer's lists, newest first, and the form for a new one (document 1 §2). */
export function ListsPage() {
  const { t } = useTranslation();
  usePageTitle(t('lists.title'));
  const lists = useLists();
  return (
    <div className="lists">
      <section className="panel" aria-labelledby="lists-heading">
        <header className="panel__heading">
          <h1 id="lists-heading">{t('lists.title')}</h1>
        </header>
        {lists.isPending ? (
          <Spinner label={t('lists.loading')} />
        ) : lists.isError ? (
          <ErrorMessage error={lists.error} onRetry={() => void lists.refetch()} />
        ) : lists.data.length === 0 ? (
          <p className="panel__body">{t('lists.empty')}</p>
        ) : (
          <ul className="lists__items">
            {lists.data.map((list) => (
              <li key={list.id} className="lists__item">
                <Link to={`/lists/${encodeURIComponent(list.id)}`} className="lists__link">
                  <ListIcon aria-hidden="true" size={18} />
                  {list.title}
                </Link>
                <Link
                  to={`/lists/${encodeURIComponent(list.id)}/edit`}
                  className="icon-button"
                  aria-label={t('lists.edit_named', { title: list.title })}
                >
                  <Pencil aria-hidden="true" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="lists-new-heading">
        <header className="panel__heading">
          <h2 id="lists-new-heading">{t('lists.new')}</h2>
        </header>
        <ListEditor />
      </section>
    </div>
  );
}
