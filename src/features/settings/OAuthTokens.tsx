import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOAuthTokens, revokeOAuthToken } from '../../api';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { api } from '../../core/client';
import { useNeedsServer } from '../../core/offline/useNeedsServer';

/** The account's OAuth tokens with revoke (document 3 §7); the error text is the spec's. */
export function OAuthTokens() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const needsServer = useNeedsServer();
  const tokens = useQuery({ queryKey: ['oauthTokens'], queryFn: () => fetchOAuthTokens(api) });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeOAuthToken(api, id),
    onSuccess: (_data, id) =>
      queryClient.setQueryData<{ id: string }[]>(['oauthTokens'], (old) =>
        old?.filter((token) => token.id !== id),
      ),
  });
  if (tokens.isPending) return <Spinner label={t('settings.security.tokens.loading')} />;
  if (tokens.isError && needsServer) return <p role="status">{needsServer}</p>;
  if (tokens.isError)
    return (
      <div role="alert" className="error-message">
        <p>{t('settings.security.tokens.error')}</p>
        <button type="button" className="button" onClick={() => void tokens.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (tokens.data.length === 0) return <p>{t('settings.security.tokens.empty')}</p>;
  return (
    <ul className="settings-list" aria-label={t('settings.security.tokens.list')}>
      {tokens.data.map((token) => (
        <li key={token.id}>
          <div className="settings-list__main">
            <strong>{token.appName || t('settings.security.tokens.unnamed')}</strong>
            <div className="settings-hint">
              {t('settings.security.tokens.valid_until', {
                date: token.validUntil ? formatDate(token.validUntil, i18n.language) : '—',
              })}
            </div>
          </div>
          <button
            type="button"
            className="button button--small"
            disabled={revoke.isPending && revoke.variables === token.id}
            aria-label={t('settings.security.tokens.revoke_named', {
              name: token.appName || t('settings.security.tokens.unnamed'),
              id: token.id,
            })}
            onClick={() => revoke.mutate(token.id)}
          >
            {t('settings.security.tokens.revoke')}
          </button>
        </li>
      ))}
      {revoke.isError && (
        <li role="alert" className="settings-error">
          {t('settings.security.tokens.revoke_error')}
        </li>
      )}
    </ul>
  );
}
