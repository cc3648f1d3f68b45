import { Trash2 } from 'lucide-react';
import { useTranslation } from '../../i18n/useTranslation';
import { RelativeTime } from '../../ui/RelativeTime';
import { useDraftsStore } from './draftsStore';
import { draftsNewestFirst } from './rules/draft';

/** Saved drafts, newest first, to reopen or delete. */
export function DraftsList({
  current,
  onOpen,
}: {
  current: string | null;
  onOpen: (key: string) => void;
}) {
  const { t } = useTranslation();
  const drafts = useDraftsStore((s) => s.drafts);
  const remove = useDraftsStore((s) => s.remove);
  const list = draftsNewestFirst(drafts).filter(([key]) => key !== current);
  if (list.length === 0)
    return <p className="composer__drafts-empty">{t('post_status.drafts_empty')}</p>;
  return (
    <ul className="composer__drafts">
      {list.map(([key, draft]) => {
        const text =
          draft.data.status.trim().slice(0, 60) ||
          draft.data.spoilerText ||
          t('post_status.untitled_draft');
        const kind = key.split(':')[0] ?? 'status';
        return (
          <li key={key}>
            <button
              type="button"
              className="composer__draft-open"
              aria-label={t('post_status.open_draft', { text })}
              onClick={() => onOpen(key)}
            >
              <span className="composer__draft-kind">{t(`post_status.draft_kind.${kind}`)}</span>
              <span className="composer__draft-text">{text}</span>
              <RelativeTime iso={new Date(draft.updatedAt).toISOString()} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={t('post_status.delete_draft', { text })}
              onClick={() => remove(key)}
            >
              <Trash2 aria-hidden="true" size={16} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
