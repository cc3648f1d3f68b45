import { useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Languages offered for a post; the current value is always listed, whatever it is. */
const COMMON = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'fi',
  'da',
  'nb',
  'cs',
  'uk',
  'ru',
  'ja',
  'zh',
  'ko',
  'ar',
  'he',
  'eo',
];

export function LanguageSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language, 'en'], { type: 'language' });
    const codes = COMMON.includes(value) || value === '' ? COMMON : [value, ...COMMON];
    return codes.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [i18n.language, value]);
  return (
    <span className="composer__field">
      <label htmlFor={id}>{t('post_status.language')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
    </span>
  );
}
