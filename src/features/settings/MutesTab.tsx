import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeRelationship,
  fetchDomainBlocks,
  fetchMutedOrBlocked,
  setDomainMuted,
  type User,
} from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { NotOffered } from './NotOffered';
import { SettingsSection } from './PreferenceControls';

function PeopleList({ kind }: { kind: 'mutes' | 'blocks' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['settings', kind];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchMutedOrBlocked(api, kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.max_id,
  });
  const undo = useMutation({
    mutationFn: (user: User) =>
      changeRelationship(api, user.id, kind === 'mutes' ? 'unmute' : 'unblock'),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  if (pages.isPending) return <Spinner label={t('settings.mutes.loading')} />;
  if (pages.isError)
    return <ErrorMessage error={pages.error} onRetry={() => void pages.refetch()} />;
  const people = pages.data.pages.flatMap((p) => p.items);
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
      <LoadMoreButton pages={pages} label={t('settings.mutes.more')} />
    </>
  );
}

function DomainBlocks() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['settings', 'domainBlocks'];
  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchDomainBlocks(api, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next?.max_id,
  });
  const unblock = useMutation({
    mutationFn: (domain: string) => setDomainMuted(api, domain, false),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  if (pages.isPending) return <Spinner label={t('settings.mutes.loading')} />;
  if (pages.isError)
    return <ErrorMessage error={pages.error} onRetry={() => void pages.refetch()} />;
  const domains = pages.data.pages.flatMap((p) => p.domains);
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
      <LoadMoreButton pages={pages} label={t('settings.mutes.more')} />
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
