import type { Visibility } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { LanguageSelect } from './LanguageSelect';
import { contentTypeKey } from './rules/contentTypes';
import type { DraftData } from './rules/draft';
import { VisibilitySelect } from './VisibilitySelect';

interface ComposerOptionsProps {
  /** The content-type select's id. */
  id: string;
  data: DraftData;
  scopes: readonly Visibility[];
  /** An edit keeps the post's visibility. */
  visibilityFixed: boolean;
  postFormats: readonly string[];
  onChange: (change: Partial<Pick<DraftData, 'visibility' | 'contentType' | 'language'>>) => void;
}

/** Visibility, content type (when the server offers more than one) and language. */
export function ComposerOptions({
  id,
  data,
  scopes,
  visibilityFixed,
  postFormats,
  onChange,
}: ComposerOptionsProps) {
  const { t } = useTranslation();
  return (
    <div className="composer__options">
      <VisibilitySelect
        value={data.visibility}
        options={scopes}
        disabled={visibilityFixed}
        onChange={(visibility) => onChange({ visibility })}
      />
      {postFormats.length > 1 && (
        <span className="composer__field">
          <label htmlFor={id}>{t('post_status.content_type')}</label>
          <select
            id={id}
            value={data.contentType}
            onChange={(e) => onChange({ contentType: e.target.value })}
          >
            {postFormats.map((format) => (
              <option key={format} value={format}>
                {t(contentTypeKey(format), { defaultValue: format })}
              </option>
            ))}
          </select>
        </span>
      )}
      <LanguageSelect value={data.language} onChange={(language) => onChange({ language })} />
    </div>
  );
}
