import { useTranslation } from '../../i18n/useTranslation';
import type { DraftFile } from './rules/draft';
import type { PendingUpload } from './useUploads';
import { CloseButton } from '../../ui/CloseButton';

/** Attached files with a description field each; descriptions are saved when posting. */
export function MediaList({
  files,
  descriptions,
  uploading,
  onDescribe,
  onRemove,
}: {
  files: DraftFile[];
  descriptions: Record<string, string>;
  uploading: PendingUpload[];
  onDescribe: (id: string, text: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (files.length === 0 && uploading.length === 0) return null;
  return (
    <ul className="composer__media" aria-label={t('upload.list')}>
      {files.map((file, i) => (
        <li key={file.id} className="composer__media-item">
          {file.type === 'image' ? (
            <img src={file.preview_url || file.url} alt="" className="composer__thumb" />
          ) : (
            <span className="composer__thumb composer__thumb--file" aria-hidden="true">
              {file.mimetype.split('/')[0] || file.type}
            </span>
          )}
          <textarea
            className="composer__media-description"
            aria-label={t('upload.description', { n: i + 1 })}
            placeholder={t('upload.description', { n: i + 1 })}
            rows={2}
            value={descriptions[file.id] ?? file.description}
            onChange={(e) => onDescribe(file.id, e.target.value)}
          />
          <CloseButton
            label={t('upload.remove', { n: i + 1 })}
            onClick={() => onRemove(file.id)}
            size={16}
          />
        </li>
      ))}
      {uploading.map((u) => (
        <li key={u.key} className="composer__media-item composer__media-item--uploading">
          <span role="status">{t('upload.uploading', { name: u.name })}</span>
          <progress
            className="composer__progress"
            aria-label={t('upload.progress', { name: u.name })}
            max={1}
            // Without a known size the bar is indeterminate rather than stuck at zero.
            value={u.fraction ?? undefined}
          />
        </li>
      ))}
    </ul>
  );
}
