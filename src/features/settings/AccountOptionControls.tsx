import { useId } from 'react';
import type { Visibility } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { offeredOptions, type BoolOption } from './offeredOptions';
import { useAccountSettings, useSaveAccountOption } from './useAccountSettings';
import { LoadError } from './LoadError';

/**
 * Server-side options as checkboxes; each saves on change with the save notice. Options the
 * server cannot save are left out (the tab says so once).
 */
export function AccountOptionList({ names }: { names: readonly BoolOption[] }) {
  const { t } = useTranslation();
  const offered = offeredOptions(names, useServerFeatures());
  const settings = useAccountSettings();
  const { save, pending } = useSaveAccountOption();
  if (settings.isPending) return <Spinner label={t('settings.account.loading')} />;
  if (settings.isError)
    return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <>
      {offered.map((name) => (
        <label key={name} className="settings-check">
          <input
            type="checkbox"
            checked={settings.data.options[name]}
            disabled={pending.has(name)}
            aria-busy={pending.has(name) || undefined}
            onChange={(e) => void save(name, e.target.checked)}
          />
          <span>{t(`settings.option.${name}`)}</span>
        </label>
      ))}
    </>
  );
}

const SCOPES: Visibility[] = ['public', 'unlisted', 'private', 'direct'];

export function DefaultScopeOption() {
  const { t } = useTranslation();
  const id = useId();
  const settings = useAccountSettings();
  const { save, pending } = useSaveAccountOption();
  if (!settings.data) return null;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{t('settings.option.defaultScope')}</label>
      <select
        id={id}
        value={settings.data.options.defaultScope}
        disabled={pending.has('defaultScope')}
        onChange={(e) => void save('defaultScope', e.target.value as Visibility)}
      >
        {SCOPES.map((scope) => (
          <option key={scope} value={scope}>
            {t(`settings.scope.${scope}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
