import { useQuery } from '@tanstack/react-query';
import { useParams } from '../../ui/router';
import { fetchList, fetchListAccounts } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/lists.json';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { ListEditor } from './ListEditor';
import './lists.css';

i18n.extendResources('en', text);

/** `/lists/{id}/edit`: rename, change members, save or delete. */
export function ListEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const data = useQuery({
    queryKey: ['lists', id, 'edit'],
    queryFn: async ({ signal }) => {
      const [list, members] = await Promise.all([
        fetchList(api, id, { signal }),
        fetchListAccounts(api, id, { signal }),
      ]);
      if (!list) throw new Error('missing list');
      return { list, members };
    },
  });
  usePageTitle(t('lists.edit_title'));
  return (
    <section className="panel" aria-labelledby="list-edit-heading">
      <header className="panel__heading">
        <h1 id="list-edit-heading">{t('lists.edit_title')}</h1>
      </header>
      {data.isPending ? (
        <Spinner label={t('lists.loading')} />
      ) : data.isError ? (
        <ErrorMessage error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <ListEditor key={data.dataUpdatedAt} list={data.data.list} members={data.data.members} />
      )}
    </section>
  );
}
