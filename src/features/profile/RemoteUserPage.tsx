import { useQuery, useQueryClient } from '@tanstack/react-query';
import { searchAccounts } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/profile.json';
import { useTranslation } from '../../i18n/useTranslation';
import { Navigate, useParams } from '../../ui/router';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { storeUser } from '../../core/statusCache';
import './profileCard.css';
import './profile.css';

i18n.extendResources('en', text);

/** `@name@host` or host and name from the route, as `name@host`. */
export function remoteAcct(params: Record<string, string | undefined>): string {
  if (params['acct']) return params['acct'].replace(/^@/, '');
  return `${params['username'] ?? ''}@${params['hostname'] ?? ''}`;
}

/**
 * /remote-users/@{name}@{host} and /remote-users/{host}/{name} (document 1 §2): resolve the
 * account, then replace the route with its /users/{id} profile, or show the resolver error.
 */
export function RemoteUserPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const acct = remoteAcct(useParams());
  usePageTitle(acct);
  const query = useQuery({
    queryKey: ['resolve-account', acct],
    queryFn: async ({ signal }) => {
      const found = await searchAccounts(api, acct, { resolve: true, limit: 1, signal });
      const lower = acct.toLowerCase();
      const user =
        found.find((u) => u.screen_name.toLowerCase() === lower) ??
        found.find((u) => u.screen_name.toLowerCase().startsWith(lower)) ??
        null;
      if (user) storeUser(queryClient, user);
      return user;
    },
  });
  if (query.data) return <Navigate to={`/users/${encodeURIComponent(query.data.id)}`} replace />;
  if (query.isPending)
    return (
      <section className="panel" aria-label={acct}>
        <Spinner label={t('user_profile.resolving', { acct })} />
      </section>
    );
  return (
    <section className="panel" aria-labelledby="remote-user-heading">
      <header className="panel__heading">
        <h1 id="remote-user-heading">{acct}</h1>
      </header>
      <p className="panel__body" role="alert">
        {t('user_profile.remote_not_found', { acct })}
      </p>
    </section>
  );
}
