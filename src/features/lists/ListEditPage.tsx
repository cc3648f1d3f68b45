import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '../../ui/router';
import { fetchAccount, fetchList, fetchListAccounts, type User } from '../../api';
import { pagedListSource, usePagedList } from '../../core/feed';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/lists.json';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { accountKey, storeUser } from '../../core/statusCache';
import { ListEditor } from './ListEditor';
import './lists.css';

i18n.extendResources('en', text);

/** `/lists/{id}/edit`: rename, change members (read a page at a time), save or delete. */
export function ListEditPage() {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['lists', id, 'edit'],
    queryFn: async ({ signal }) => {
      const found = await fetchList(api, id, { signal });
      if (!found) throw new Error('missing list');
      return found;
    },
  });
  const { feed, state, more } = usePagedList(['lists', id, 'members'], () =>
    pagedListSource({
      fetchPage: (params) => fetchListAccounts(api, id, params),
      store: (user: User) => {
        storeUser(queryClient, user);
        return user.id;
      },
      entityKey: accountKey,
      fetchEntity: (account) => fetchAccount(api, account),
    }),
  );
  usePageTitle(t('lists.edit_title'));
  const members = state.ids.flatMap(
    (account) => queryClient.getQueryData<User>(accountKey(account)) ?? [],
  );
  return (
    <section className="panel" aria-labelledby="list-edit-heading">
      <header className="panel__heading">
        <h1 id="list-edit-heading">{t('lists.edit_title')}</h1>
      </header>
      {list.isError ? (
        <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />
      ) : state.phase === 'error' ? (
        <ErrorMessage error={state.error} onRetry={() => feed.reload()} />
      ) : list.isPending || state.phase === 'loading' ? (
        <Spinner label={t('lists.loading')} />
      ) : (
        <ListEditor
          // A list read again (after a save elsewhere) starts a fresh form.
          key={list.dataUpdatedAt}
          list={list.data}
          members={members}
          moreMembers={
            <LoadMoreButton
              needsServer={needsServer}
              pages={more}
              label={t('lists.load_more')}
              className="button list-editor__more"
            />
          }
        />
      )}
    </section>
  );
}
