import { useQuery } from '@tanstack/react-query';
import { previewStatus, type NewStatus, type PollLimits } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { RichHtml } from '../../ui/html/RichHtml';
import { api } from '../../core/client';
import { errorFromApi, errorText } from './composerError';
import { PollPreview } from './PollPreview';
import { cleanOptions, type PollForm } from './rules/pollForm';
import { useDebounced } from './useDebounced';

/** Document 2 §5 and §9: the preview asks the server, 500 ms after the last change. */
export const PREVIEW_DEBOUNCE_MS = 500;

export function PreviewPanel({
  post,
  poll,
  pollLimits,
}: {
  post: NewStatus;
  /** Shown from the form itself: the server's preview renders text only. */
  poll: PollForm | null;
  pollLimits: PollLimits;
}) {
  const { t } = useTranslation();
  const settled = useDebounced(post, PREVIEW_DEBOUNCE_MS);
  const empty = settled.status.trim() === '' && settled.mediaIds.length === 0;
  const hasPoll = poll !== null && cleanOptions(poll.options).length > 0;
  const preview = useQuery({
    queryKey: ['statusPreview', settled],
    queryFn: ({ signal }) => previewStatus(api, { ...settled, poll: null }, signal),
    enabled: !empty,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <section
      className="composer__preview"
      aria-label={t('post_status.preview_heading')}
      aria-live="polite"
    >
      {empty ? (
        hasPoll ? null : (
          <p className="composer__preview-note">{t('post_status.preview_empty')}</p>
        )
      ) : preview.isPending ? (
        <p className="composer__preview-note">{t('post_status.preview_loading')}</p>
      ) : preview.isError ? (
        <p className="composer__preview-note" role="alert">
          {t('post_status.error', { message: errorText(errorFromApi(preview.error), t) })}
        </p>
      ) : (
        <>
          {preview.data.summary && <p className="composer__preview-cw">{preview.data.summary}</p>}
          <RichHtml
            html={preview.data.raw_html}
            emojis={preview.data.emojis}
            className="rich-html"
          />
        </>
      )}
      {poll && <PollPreview poll={poll} limits={pollLimits} />}
    </section>
  );
}
