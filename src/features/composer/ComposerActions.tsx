import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { DraftsList } from './DraftsList';
import { useDraftsStore } from './draftsStore';
import type { ComposerMode } from './rules/draft';

interface ComposerActionsProps {
  mode: ComposerMode;
  /** This form's draft key; null when the form keeps no draft. */
  draftKey: string | null;
  disabled: boolean;
  posting: boolean;
  onCancel?: (() => void) | undefined;
  /** Opens another saved draft; without it the drafts button is not offered. */
  onOpenDraft?: ((key: string) => void) | undefined;
}

/** The buttons under the form (drafts, cancel, post) and the list of other saved drafts. */
export function ComposerActions({
  mode,
  draftKey,
  disabled,
  posting,
  onCancel,
  onOpenDraft,
}: ComposerActionsProps) {
  const { t } = useTranslation();
  const [draftsOpen, setDraftsOpen] = useState(false);
  const draftCount = useDraftsStore(
    (s) => Object.keys(s.drafts).filter((k) => k !== draftKey).length,
  );
  return (
    <>
      <div className="composer__actions">
        {draftKey && onOpenDraft && (draftCount > 0 || draftsOpen) && (
          <button
            type="button"
            className="button composer__drafts-button"
            aria-expanded={draftsOpen}
            onClick={() => setDraftsOpen((o) => !o)}
          >
            {t('post_status.drafts_count', { count: draftCount })}
          </button>
        )}
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('post_status.cancel')}
          </button>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={disabled || posting}
          aria-busy={posting}
        >
          {posting
            ? t('post_status.posting')
            : mode === 'edit'
              ? t('post_status.save_edit')
              : t('post_status.post')}
        </button>
      </div>
      {draftsOpen && onOpenDraft && (
        <DraftsList
          current={draftKey}
          onOpen={(k) => {
            setDraftsOpen(false);
            onOpenDraft(k);
          }}
        />
      )}
    </>
  );
}
