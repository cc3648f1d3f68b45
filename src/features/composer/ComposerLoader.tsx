import type { Status } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import './composerText';
import type { PostModalRequest } from './postModalStore';
import PostStatusForm from './PostStatusForm';
import { useComposerTarget } from './useComposerTarget';

export interface ComposerLoaderProps {
  request: PostModalRequest;
  autoFocus?: boolean;
  onPosted?: (status: Status | null) => void;
  onCancel?: () => void;
  onOpenDraft?: (key: string) => void;
}

/** Loads what the mode needs (status, source, the redraft's deletion), then shows the form. */
export function ComposerLoader({
  request,
  autoFocus,
  onPosted,
  onCancel,
  onOpenDraft,
}: ComposerLoaderProps) {
  const { t } = useTranslation();
  const target = useComposerTarget(request);
  if (target.state === 'loading')
    return (
      <Spinner
        label={
          request.mode === 'redraft' ? t('post_status.redrafting') : t('post_status.loading_source')
        }
      />
    );
  if (target.state === 'error') return <ErrorMessage error={target.error} onRetry={target.retry} />;
  const name = target.target ? target.target.user.name || target.target.user.screen_name : '';
  const label =
    request.mode === 'reply'
      ? t('post_status.reply_form_label', { name })
      : request.mode === 'quote'
        ? t('post_status.quote_form_label', { name })
        : request.mode === 'edit'
          ? t('post_status.edit_title')
          : request.mode === 'redraft'
            ? t('post_status.redraft_title')
            : t('post_status.form_label');
  return (
    <PostStatusForm
      mode={request.mode}
      target={target.target}
      source={target.source}
      initialText={request.initialText}
      seed={request.seed}
      label={label}
      autoFocus={autoFocus}
      onPosted={onPosted}
      onCancel={onCancel}
      onOpenDraft={onOpenDraft}
    />
  );
}

export default ComposerLoader;
