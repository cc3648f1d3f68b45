import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { fetchStickerFile, type Status, type StatusSource } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { CloseButton } from '../../ui/CloseButton';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { ComposerActions } from './ComposerActions';
import { errorText } from './composerError';
import { ComposerOptions } from './ComposerOptions';
import { ComposerToolbar } from './ComposerToolbar';
import { fileOf } from './initialDraft';
import { MediaList } from './MediaList';
import { PollEditor } from './PollEditor';
import { PreviewPanel } from './PreviewPanel';
import type { ComposerMode, DraftData } from './rules/draft';
import { defaultPoll, pollsAvailable } from './rules/pollForm';
import { postWarning, type PostWarning } from './rules/postWarnings';
import { offeredScopes, scopesForReply } from './rules/scope';
import { isSubmitKey, submitIgnored } from './rules/submitRules';
import { lengthState } from './rules/textLength';
import { DEFAULT_FILE_LIMIT } from './rules/uploadRules';
import { SuggestionList } from './SuggestionList';
import { useAutocomplete } from './useAutocomplete';
import { useComposerDraft } from './useComposerDraft';
import { useSubmitPost } from './useSubmitPost';
import type { OutboxSeed } from './postModalStore';
import { cancelEntry } from '../../core/outbox/outbox';
import { useUploads } from './useUploads';
import './composer.css';
import './composerPicker.css';

const EmojiPicker = lazy(() => import('./EmojiPicker'));

const WARNING_KEYS: Record<PostWarning, string> = {
  account_not_locked: 'post_status.account_not_locked_warning',
  direct_first_only: 'post_status.direct_warning_to_first_only',
  direct_all: 'post_status.direct_warning_to_all',
};

export interface PostStatusFormProps {
  mode: ComposerMode;
  /** The status replied to, quoted, edited or redrafted. */
  target: Status | null;
  /** Edit and redraft: what the author typed. */
  source?: StatusSource | null;
  initialText?: string;
  seed?: OutboxSeed;
  /** The form's accessible name. */
  label: string;
  autoFocus?: boolean;
  /** Posted, or kept by the outbox (null) to be sent when the network is back. */
  onPosted?: (status: Status | null) => void;
  onCancel?: () => void;
  onOpenDraft?: (key: string) => void;
}

/** The composer (document 2 §2): one form for new posts, replies, quotes, edits and redrafts. */
export default function PostStatusForm({
  mode,
  target,
  source = null,
  initialText,
  seed,
  label,
  autoFocus = false,
  onPosted,
  onCancel,
  onOpenDraft,
}: PostStatusFormProps) {
  const { t } = useTranslation();
  const viewer = useSessionStore((s) => s.user);
  const server = useServerFeatures();
  const submitOnEnter = usePreference('submitOnEnter');
  const pollLimits = server.limits.poll;
  const draft = useComposerDraft(mode, target, source, initialText, seed?.data);
  const { data, setData } = draft;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const ids = { text: useId(), cw: useId(), list: useId(), counter: useId() };

  const submitter = useSubmitPost({
    mode,
    target,
    pollLimits,
    onPosted: (status) => {
      // The outbox's earlier copy goes once this one is sent or kept in its place.
      if (seed) void cancelEntry(seed.entryId);
      draft.posted();
      if (mode === 'new') setPreviewing(false);
      onPosted?.(status);
    },
  });
  const update = (change: (d: DraftData) => DraftData) => {
    draft.update(change);
    submitter.formChanged();
  };
  const setStatusText = (status: string) => update((d) => ({ ...d, status }));
  const autocomplete = useAutocomplete(data.status, ids.list, setStatusText);
  const uploads = useUploads({
    attached: data.files.length,
    fileLimit: DEFAULT_FILE_LIMIT,
    uploadlimit: server.limits.upload,
    onUploaded: (a) => update((d) => ({ ...d, files: [...d.files, fileOf(a)] })),
    onError: setLocalError,
  });

  const { textarea, setCaret } = autocomplete;
  useEffect(() => {
    if (!autoFocus || !textarea.current) return;
    const el = textarea.current;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    setCaret(el.value.length);
  }, [autoFocus, textarea, setCaret]);

  const length = lengthState(data.status, data.spoilerText, server.limits.text);
  const disabled = length.over || uploads.uploading.length > 0;
  const posting = submitter.posting;
  const submit = () => {
    if (submitIgnored({ posting, disabled, pickerOpen })) return;
    setLocalError(null);
    void submitter.submit(data, (id, description) =>
      setData((d) => ({
        ...d,
        files: d.files.map((f) => (f.id === id ? { ...f, description } : f)),
      })),
    );
  };

  const offered = offeredScopes(server.localOnly);
  const scopes = scopesForReply(mode === 'reply' && target ? target.visibility : null, offered);
  const warning = postWarning(data.visibility, viewer?.locked ?? false, server.safeDM);
  const canPoll = mode !== 'edit' && pollsAvailable(server.polls, pollLimits);
  const error = localError ?? (submitter.error ? errorText(submitter.error, t) : null);
  const previewPost = {
    status: data.status,
    spoilerText: data.spoilerText,
    visibility: data.visibility,
    sensitive: data.nsfw,
    mediaIds: data.files.map((f) => f.id),
    contentType: data.contentType,
    language: data.language,
  };

  return (
    <form
      className={`composer composer--${mode}`}
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={ids.cw} className="visually-hidden">
        {t('post_status.content_warning')}
      </label>
      <input
        id={ids.cw}
        className="composer__cw"
        dir="auto"
        placeholder={t('post_status.content_warning')}
        value={data.spoilerText}
        onChange={(e) => update((d) => ({ ...d, spoilerText: e.target.value }))}
      />
      <div className="composer__text-wrap">
        <label htmlFor={ids.text} className="visually-hidden">
          {t('post_status.text_label')}
        </label>
        <textarea
          id={ids.text}
          {...autocomplete.textareaProps}
          className="composer__text"
          // What is written keeps its own direction, whatever the interface language.
          dir="auto"
          placeholder={t('post_status.placeholder')}
          rows={mode === 'new' ? 4 : 3}
          value={data.status}
          aria-describedby={ids.counter}
          onChange={(e) => {
            setStatusText(e.target.value);
            setCaret(e.target.selectionStart);
            // The picker closes on input (document 3 §4).
            setPickerOpen(false);
          }}
          onKeyDown={(e) => {
            if (autocomplete.onKeyDown(e)) return;
            // Named one by one, not spread: a native event's fields are getters on its
            // prototype, so `{ ...e }` of one (what Preact hands over) holds none of them.
            const { key, ctrlKey, metaKey, shiftKey, altKey } = e;
            const { isComposing } = e.nativeEvent;
            if (
              isSubmitKey({ key, ctrlKey, metaKey, shiftKey, altKey, isComposing }, submitOnEnter)
            ) {
              e.preventDefault();
              submit();
            }
          }}
        />
        {autocomplete.open && (
          <SuggestionList
            id={ids.list}
            items={autocomplete.items}
            active={autocomplete.active}
            onPick={autocomplete.pick}
          />
        )}
      </div>
      <MediaList
        files={data.files}
        descriptions={data.mediaDescriptions}
        uploading={uploads.uploading}
        onDescribe={(id, text) =>
          update((d) => ({ ...d, mediaDescriptions: { ...d.mediaDescriptions, [id]: text } }))
        }
        onRemove={(id) => update((d) => ({ ...d, files: d.files.filter((f) => f.id !== id) }))}
      />
      {data.poll && (
        <PollEditor
          poll={data.poll}
          limits={pollLimits}
          onChange={(poll) => update((d) => ({ ...d, poll }))}
        />
      )}
      {warning && <p className="composer__warning">{t(WARNING_KEYS[warning])}</p>}
      <ComposerToolbar
        counterId={ids.counter}
        length={length}
        hasPoll={canPoll ? data.poll !== null : null}
        pickerOpen={pickerOpen}
        previewing={previewing}
        sensitive={data.files.length > 0 ? data.nsfw : null}
        onAttach={uploads.add}
        onTogglePoll={() => update((d) => ({ ...d, poll: d.poll ? null : defaultPoll() }))}
        onTogglePicker={() => {
          autocomplete.trackCaret();
          setPickerOpen((o) => !o);
        }}
        onTogglePreview={() => setPreviewing((p) => !p)}
        onSensitive={(nsfw) => update((d) => ({ ...d, nsfw }))}
      />
      {pickerOpen && (
        // In the flow of the form, not floating: a modal's or sidebar's edge never clips it.
        <Suspense fallback={null}>
          <EmojiPicker
            onPick={autocomplete.insertEmoji}
            onSticker={(sticker) => {
              setPickerOpen(false);
              // Stickers are posted as media: the image is fetched and uploaded like a file.
              fetchStickerFile(api, sticker.path).then(
                (file) => uploads.add([file]),
                () => setLocalError(`${t('upload.error.base')} ${t('upload.error.default')}`),
              );
            }}
            onClose={() => setPickerOpen(false)}
          />
        </Suspense>
      )}
      <ComposerOptions
        id={`${ids.text}-type`}
        data={data}
        scopes={scopes}
        visibilityFixed={mode === 'edit'}
        postFormats={server.postFormats}
        onChange={(change) => update((d) => ({ ...d, ...change }))}
      />
      {previewing && <PreviewPanel post={previewPost} poll={data.poll} pollLimits={pollLimits} />}
      {error && (
        <div className="composer__error" role="alert">
          <span>{t('post_status.error', { message: error })}</span>
          <CloseButton
            label={t('post_status.dismiss_error')}
            size={16}
            onClick={() => {
              setLocalError(null);
              submitter.dismissError();
            }}
          />
        </div>
      )}
      <ComposerActions
        mode={mode}
        draftKey={draft.key}
        disabled={disabled}
        posting={posting}
        onCancel={onCancel}
        onOpenDraft={onOpenDraft}
      />
    </form>
  );
}
