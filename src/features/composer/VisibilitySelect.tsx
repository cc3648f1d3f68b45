import { useId } from 'react';
import type { Visibility } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';

/** The scope selector: only the scopes this post may use (a reply narrows them). */
export function VisibilitySelect({
  value,
  options,
  disabled,
  onChange,
}: {
  value: Visibility;
  options: readonly Visibility[];
  disabled: boolean;
  onChange: (v: Visibility) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="composer__field">
      <label htmlFor={id}>{t('post_status.visibility')}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        title={disabled ? t('post_status.scope_locked_in_edit') : undefined}
        onChange={(e) => onChange(e.target.value as Visibility)}
      >
        {options.map((scope) => (
          <option key={scope} value={scope}>
            {t(`post_status.scope.${scope}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
