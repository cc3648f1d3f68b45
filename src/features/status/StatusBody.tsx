import { useEffect, useId, useMemo, useState } from 'react';
import type { Status } from '../../api/entities';
import { languageName } from '../../i18n/languageName';
import { useTranslation } from '../../i18n/useTranslation';
import { exceedsMarkupBudget } from '../../lib/markupBudget';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { contentFolds, isLongSubject, isTall } from './contentRules';
import { usePreference } from '../../core/preferences/preferences';
import { contentNodes, loadedMfmSpan, mfmSpanArrived, summaryNodes } from './statusBodies';

/**
 * Subject, content and translation, with the per-status content state of document 2 §3:
 * showingTall, expandingSubject and showingLongSubject.
 */
export function StatusBody({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const contentId = useId();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const hasSummary = status.summary.trim() !== '';
  const collapseWithSubject = usePreference('collapseMessageWithSubject');
  const [expandingSubject, setExpandingSubject] = useState(false);
  const [showingLongSubject, setShowingLongSubject] = useState(false);
  const [showingTall, setShowingTall] = useState(false);
  // Markup over the budget is never parsed (issue 29): a notice and the way to the original.
  const tooLarge = useMemo(() => exceedsMarkupBudget(status.raw_html), [status.raw_html]);
  const tall = useMemo(
    () => !tooLarge && isTall(status.raw_html, status.text),
    [tooLarge, status.raw_html, status.text],
  );
  const longSubject = hasSummary && isLongSubject(status.summary);
  const folds = contentFolds(hasSummary, tall, collapseWithSubject);
  const foldsBySubject = folds.bySubject;
  // Misskey markdown (document 2 §3): its function spans are drawn by styles fetched with the
  // first such post, and stopped with animated images.
  const mfm = status.media_type === 'text/x.misskeymarkdown';
  const [mfmSpan, setMfmSpan] = useState(loadedMfmSpan);
  useEffect(() => {
    if (mfm && !mfmSpan)
      void import('./mfmRender').then((m) => setMfmSpan(() => mfmSpanArrived(m.mfmSpan)));
  }, [mfm, mfmSpan]);

  const content = useMemo(
    () => (tooLarge ? null : contentNodes(status, restricted, mfmSpan)),
    // The status object changes with a favourite; its content's inputs do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      tooLarge,
      status.id,
      status.raw_html,
      status.media_type,
      status.emojis,
      status.attentions,
      restricted,
      mfmSpan,
    ],
  );
  const summary = useMemo(
    () => (hasSummary ? summaryNodes(status) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [hasSummary, status.id, status.summary_raw_html, status.summary, status.emojis],
  );

  const folded = foldsBySubject && !expandingSubject;
  const clipped = folds.byHeight && !showingTall;

  return (
    <div className="status__body" lang={status.language ?? undefined} dir="auto">
      {hasSummary && (
        <div className="status__summary">
          <span
            className={
              longSubject && !showingLongSubject ? 'status__summary-text--long' : undefined
            }
          >
            {summary}
          </span>
          {longSubject && (
            <button
              type="button"
              className="link-button"
              aria-expanded={showingLongSubject}
              onClick={() => setShowingLongSubject((v) => !v)}
            >
              {showingLongSubject ? t('status.hide_full_subject') : t('status.show_full_subject')}
            </button>
          )}
          {foldsBySubject && (
            <button
              type="button"
              className="button button--small"
              aria-expanded={expandingSubject}
              aria-controls={contentId}
              data-shortcut="content"
              aria-keyshortcuts="x"
              onClick={() => setExpandingSubject((v) => !v)}
            >
              {expandingSubject ? t('status.hide_content') : t('status.show_content')}
            </button>
          )}
        </div>
      )}
      <div
        id={contentId}
        className={`status__text${clipped ? ' status__text--tall' : ''}`}
        hidden={folded}
      >
        {tooLarge ? (
          <p className="status__too-large">
            {t('status.too_large')}
            {status.external_url && (
              <>
                {' '}
                <a href={status.external_url} target="_blank" rel="noopener noreferrer">
                  {t('status.menu.external')}
                </a>
              </>
            )}
          </p>
        ) : (
          content
        )}
      </div>
      {folds.byHeight && (
        <button
          type="button"
          className="button button--small status__tall-toggle"
          aria-expanded={showingTall}
          aria-controls={contentId}
          onClick={() => setShowingTall((v) => !v)}
        >
          {showingTall ? t('status.show_less') : t('status.show_more')}
        </button>
      )}
      {status.translation && !folded && (
        <div className="status__translation">
          <p className="status__line">
            {t('status.translation', {
              language: languageName(status.translation.detected_language, i18n.language),
            })}
          </p>
          <div className="status__text">
            {htmlToReact(status.translation.text, { emojis: status.emojis })}
          </div>
        </div>
      )}
    </div>
  );
}
