import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeRelationship,
  fetchAccount,
  fetchDomainBlocks,
  fetchMutedOrBlocked,
  setDomainMuted,
  type User,
} from '../../api';
import { dropIds, pagedListSource, usePagedList } from '../../core/feed';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { accountKey, storeUser } from '../../core/statusCache';
import { NotOffered } from './NotOffered';
import { SettingsSection } from './PreferenceControls';
import { LoadError } from './LoadError';

function PeopleList({ kind }: { kind: 'mutes' | 'blocks' }) {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  const queryClient = useQueryClient();
  const { feed, state, more } = usePagedList(['settings', kind], () =>
    pagedListSource({
      fetchPage: (params) => fetchMutedOrBlocked(api, kind, params.max_id),
      store: (user: User) => {
        storeUser(queryClient, user);
        return user.id;
      },
      entityKey: accountKey,
      fetchEntity: (id) => fetchAccount(api, id),
    }),
  );
  const undo = useMutation({
    mutationFn: (user: User) =>
      changeRelationship(api, user.id, kind === 'mutes' ? 'unmute' : 'unblock'),
    onSuccess: (_, user) => feed.apply((list) => dropIds(list, (id) => id === user.id)),
  });
  if (state.phase === 'loading') return <Spinner label={t('settings.mutes.loading')} />;
  if (state.phase === 'error')
    return <LoadError error={state.error} onRetry={() => feed.reload()} />;
  const people = state.ids.flatMap((id) => queryClient.getQueryData<User>(accountKey(id)) ?? []);
  if (people.length === 0) return <p>{t(`settings.mutes.empty_${kind}`)}</p>;
  return (
    <>
      <ul className="settings-list" aria-label={t(`settings.mutes.list_${kind}`)}>
        {people.map((user) => (
          <li key={user.id}>
            <Avatar src={user.avatar_static || user.profile_image_url_original} size={36} />
            <div className="settings-list__main">
              <strong>{user.name || user.screen_name}</strong>
              <div className="settings-hint" dir="ltr">
                @{user.screen_name_ui}
              </div>
            </div>
            <button
              type="button"
              className="button button--small"
              disabled={undo.isPending && undo.variables.id === user.id}
              aria-label={t(`settings.mutes.undo_${kind}`, { name: user.screen_name })}
              onClick={() => undo.mutate(user)}
            >
              {t(`settings.mutes.undo_short_${kind}`)}
            </button>
          </li>
        ))}
      </ul>
      {undo.isError && <ErrorMessage error={undo.error} />}
      <LoadMoreButton needsServer={needsServer} pages={more} label={t('settings.mutes.more')} />
    </>
  );
}

const domainKey = (domain: string) => ['domainBlock', domain] as const;

function DomainBlocks() {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  const queryClient = useQueryClient();
  const { feed, state, more } = usePagedList(['settings', 'domainBlocks'], () =>
    pagedListSource({
      fetchPage: async (params) => {
        const page = await fetchDomainBlocks(api, params.max_id);
        return { items: page.domains, next: page.next };
      },
      // A domain is its own entity; it is cached so the list holds it like any other.
      store: (domain: string) => {
        queryClient.setQueryData(domainKey(domain), domain);
        return domain;
      },
      entityKey: domainKey,
      fetchEntity: (domain) => Promise.resolve(domain),
    }),
  );
  const unblock = useMutation({
    mutationFn: (domain: string) => setDomainMuted(api, domain, false),
    onSuccess: (_, domain) => feed.apply((list) => dropIds(list, (id) => id === domain)),
  });
  if (state.phase === 'loading') return <Spinner label={t('settings.mutes.loading')} />;
  if (state.phase === 'error')
    return <LoadError error={state.error} onRetry={() => feed.reload()} />;
  const domains = state.ids;
  if (domains.length === 0) return <p>{t('settings.mutes.empty_domains')}</p>;
  return (
    <>
      <ul className="settings-list" aria-label={t('settings.mutes.list_domains')}>
        {domains.map((domain) => (
          <li key={domain}>
            <span className="settings-list__main">{domain}</span>
            <button
              type="button"
              className="button button--small"
              disabled={unblock.isPending && unblock.variables === domain}
              aria-label={t('settings.mutes.undo_domain', { domain })}
              onClick={() => unblock.mutate(domain)}
            >
              {t('settings.mutes.undo_short_domain')}
            </button>
          </li>
        ))}
      </ul>
      {unblock.isError && <ErrorMessage error={unblock.error} />}
      <LoadMoreButton needsServer={needsServer} pages={more} label={t('settings.mutes.more')} />
    </>
  );
}

/** Muted and blocked people and blocked domains, with undo and paging. */
export function MutesTab() {
  const { t } = useTranslation();
  // GoToSocial keeps no per-person domain blocks (issue 25): the section is left out.
  const { domainBlocks } = useServerFeatures();
  return (
    <>
      {!domainBlocks && <NotOffered />}
      <SettingsSection title={t('settings.mutes.mutes')}>
        <PeopleList kind="mutes" />
      </SettingsSection>
      <SettingsSection title={t('settings.mutes.blocks')}>
        <PeopleList kind="blocks" />
      </SettingsSection>
      {domainBlocks && (
        <SettingsSection title={t('settings.mutes.domains')}>
          <DomainBlocks />
        </SettingsSection>
      )}
    </>
  );
}
