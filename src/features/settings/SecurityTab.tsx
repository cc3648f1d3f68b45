import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  fetchAliases,
  moveAccount,
  setAlias,
} from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from '../../ui/router';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { OAuthTokens } from './OAuthTokens';
import { NotOffered } from './NotOffered';
import { PasswordForm } from './PasswordForm';
import { SettingsSection } from './PreferenceControls';
import { TotpSettings } from './TotpSettings';
import { useAccountSettings } from './useAccountSettings';

function Aliases() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const aliases = useQuery({ queryKey: ['aliases'], queryFn: () => fetchAliases(api) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['aliases'] });
  return (
    <>
      {aliases.data && aliases.data.length > 0 && (
        <ul className="settings-list" aria-label={t('settings.security.aliases.list')}>
          {aliases.data.map((alias) => (
            <li key={alias}>
              <span className="settings-list__main">{alias}</span>
              <button
                type="button"
                className="button button--small"
                aria-label={t('settings.security.aliases.remove', { alias })}
                onClick={() => void setAlias(api, alias, false).then(refresh)}
              >
                {t('settings.security.aliases.remove_short')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="settings-form settings-form--inline"
        onSubmit={(e) => {
          e.preventDefault();
          const input = e.currentTarget.elements.namedItem('alias') as HTMLInputElement;
          const alias = input.value.trim();
          if (alias)
            void setAlias(api, alias, true).then(() => {
              input.value = '';
              refresh();
            });
        }}
      >
        <label>
          {t('settings.security.aliases.add_label')}
          <input name="alias" placeholder="name@example.org" />
        </label>
        <div className="settings-form__actions">
          <button type="submit" className="button">
            {t('settings.security.aliases.add')}
          </button>
        </div>
      </form>
    </>
  );
}

/** Password, email, two-factor, aliases, moving and deleting the account, OAuth tokens. */
export function SecurityTab() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useAccountSettings();
  const server = useServerFeatures();
  return (
    <>
      {!(server.accountManagement && server.mfa && server.accountMigration) && <NotOffered />}
      {server.accountManagement && (
        <SettingsSection title={t('settings.security.password.title')}>
          <PasswordForm
            submitLabel={t('settings.security.password.submit')}
            successText={t('settings.security.password.done')}
            onSubmit={(password, form) =>
              changePassword(
                api,
                password,
                String(form.get('new_password') ?? ''),
                String(form.get('new_password_confirmation') ?? ''),
              )
            }
          >
            <label>
              {t('settings.security.password.new')}
              <input name="new_password" type="password" autoComplete="new-password" required />
            </label>
            <label>
              {t('settings.security.password.confirm')}
              <input
                name="new_password_confirmation"
                type="password"
                autoComplete="new-password"
                required
              />
            </label>
          </PasswordForm>
        </SettingsSection>
      )}
      {server.accountManagement && (
        <SettingsSection title={t('settings.security.email.title')}>
          {settings.data?.profile.email && (
            <p>{t('settings.security.email.current', { email: settings.data.profile.email })}</p>
          )}
          <PasswordForm
            submitLabel={t('settings.security.email.submit')}
            successText={t('settings.security.email.done')}
            onSubmit={async (password, form) => {
              await changeEmail(api, String(form.get('email') ?? ''), password);
              void settings.refetch();
            }}
          >
            <label>
              {t('settings.security.email.new')}
              <input name="email" type="email" autoComplete="email" required />
            </label>
          </PasswordForm>
        </SettingsSection>
      )}
      {server.mfa && (
        <SettingsSection title={t('settings.security.totp.title')}>
          <TotpSettings />
        </SettingsSection>
      )}
      {server.accountManagement && (
        <SettingsSection title={t('settings.security.tokens.title')}>
          <OAuthTokens />
        </SettingsSection>
      )}
      {server.accountMigration && (
        <SettingsSection title={t('settings.security.aliases.title')}>
          <Aliases />
        </SettingsSection>
      )}
      {server.accountMigration && (
        <SettingsSection title={t('settings.security.move.title')}>
          <PasswordForm
            submitLabel={t('settings.security.move.submit')}
            successText={t('settings.security.move.done')}
            onSubmit={(password, form) =>
              moveAccount(api, String(form.get('target') ?? '').trim(), password)
            }
          >
            <label>
              {t('settings.security.move.target')}
              <input name="target" placeholder="name@example.org" required />
            </label>
          </PasswordForm>
        </SettingsSection>
      )}
      {server.accountManagement && (
        <SettingsSection title={t('settings.security.delete.title')}>
          <p className="settings-hint">{t('settings.security.delete.warning')}</p>
          <PasswordForm
            submitLabel={t('settings.security.delete.submit')}
            danger
            onSubmit={async (password) => {
              await deleteAccount(api, password);
              const { logout } = await import('../../core/session/logout');
              // As the logout does: to another signed-in account when there is one.
              const outcome = await logout({ clearServerData: () => queryClient.clear() });
              navigate(outcome === 'switched' ? '/main/friends' : '/main/public');
            }}
          />
        </SettingsSection>
      )}
    </>
  );
}
