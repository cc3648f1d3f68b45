import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Status } from '../../api/entities';
import { htmlToReact } from '../../ui/html/htmlToReact';

export function StatusBody({ status }: { status: Status }) {
  const { t } = useTranslation();
  const contentId = useId();
  // Content behind a content warning stays folded until the reader asks for it.
  const [expanded, setExpanded] = useState(false);
  const content = useMemo(
    () => htmlToReact(status.raw_html, { emojis: status.emojis }),
    [status.raw_html, status.emojis],
  );
  const hasSummary = status.summary.trim() !== '';
  return (
    <div className="status__body" lang={status.language ?? undefined}>
      {hasSummary && (
        <p className="status__summary">
          <span>
            {htmlToReact(status.summary_raw_html || status.summary, { emojis: status.emojis })}
          </span>{' '}
          <button
            type="button"
            className="button button--small"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('status.hide_content') : t('status.show_content')}
          </button>
        </p>
      )}
      <div id={contentId} className="status__text" hidden={hasSummary && !expanded}>
        {content}
      </div>
    </div>
  );
}
