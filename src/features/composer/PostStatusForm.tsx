import { BarChart3, Eye, Paperclip, Smile, X } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { api } from '../../core/client';
import { fetchStickerFile, type Status, type StatusSource } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useSessionStore } from '../../core/session/sessionStore';
import { usePreference } from '../../core/preferences/preferences';
import { errorText } from './composerError';
import { DraftsList } from './DraftsList';
import { useDraftsStore } from './draftsStore';
import { initialDraft, fileOf } from './initialDraft';
import { LanguageSelect } from './LanguageSelect';
import { MediaList } from './MediaList';
import { PollEditor } from './PollEditor';
import { PreviewPanel } from './PreviewPanel';
import { insertAtCaret, replaceRange } from './rules/caretToken';
import { contentTypeKey } from './rules/contentTypes';
import { draftKey, type ComposerMode, type DraftData } from './rules/draft';
import { emojiText, type PickerEmoji } from './rules/emojiSuggestions';
import { defaultPoll, pollsAvailable } from './rules/pollForm';
import { postWarning, type PostWarning } from './rules/postWarnings';
import { offeredScopes, scopesForReply } from './rules/scope';
import { isSubmitKey, submitIgnored } from './rules/submitRules';
import { lengthState } from './rules/textLength';
import { DEFAULT_FILE_LIMIT } from './rules/uploadRules';
import { SuggestionList } from './SuggestionList';
import { useEmojiData } from './useEmojiData';
import { useSubmitPost } from './useSubmitPost';
import { useSuggestions, type Suggestion } from './useSuggestions';
import { useUploads } from './useUploads';
import { VisibilitySelect } from './VisibilitySelect';
import './composer.css';

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
  /** The form's accessible name. */
  label: string;
  autoFocus?: boolean;
  onPosted?: (status: Status) => void;
  onCancel?: () => void;
  onOpenDraft?: (key: string) => void;
}

/** The composer (document 2 §2): one form for new posts, replies, quotes, edits and redrafts. */
export default function PostStatusForm({
  mode,
  target,
  source = null,
  initialText,
  label,
  autoFocus = false,
  onPosted,
  onCancel,
  onOpenDraft,
}: PostStatusFormProps) {
  const { t } = useTranslation();
  const viewer = useSessionStore((s) => s.user);
  const server = useServerFeatures();
  const subjectLineBehavior = usePreference('subjectLineBehavior');
  const postContentType = usePreference('postContentType');
  const postLanguage = usePreference('postLanguage');
  const submitOnEnter = usePreference('submitOnEnter');
  const textlimit = server.limits.text;
  const pollLimits = server.limits.poll;
  const postFormats: readonly string[] = server.postFormats;
  const offered = offeredScopes(server.localOnly);
  const key = draftKey(mode, target?.id);
  const saveDraft = useDraftsStore((s) => s.save);
  const removeDraft = useDraftsStore((s) => s.remove);
  const draftCount = useDraftsStore((s) => Object.keys(s.drafts).filter((k) => k !== key).length);

  const defaults = useMemo(
    () => ({
      // A default this server cannot take (local-only elsewhere) falls back to public.
      visibility:
        viewer && offered.includes(viewer.default_scope)
          ? viewer.default_scope
          : ('public' as const),
      contentType: postFormats.includes(postContentType)
        ? postContentType
        : (postFormats[0] ?? 'text/plain'),
      language: postLanguage,
      subjectLineBehavior,
    }),
    // The defaults are read once, when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [data, setData] = useState<DraftData>(() => {
    const saved = key && mode !== 'redraft' ? useDraftsStore.getState().drafts[key] : undefined;
    return saved?.data ?? initialDraft(mode, target, source, viewer, defaults, initialText);
  });
  const dirty = useRef(mode === 'redraft');
  const [caret, setCaret] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [draftsOpen, setDraftsOpen] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [nav, setNav] = useState({ key: '', active: 0, hidden: false });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ids = { text: useId(), cw: useId(), list: useId(), counter: useId() };

  // Document 2 §4: the draft is saved on every change (and dropped when the form is empty).
  useEffect(() => {
    if (key && dirty.current) saveDraft(key, data);
  }, [key, data, saveDraft]);

  useEffect(() => {
    if (!autoFocus || !textarea.current) return;
    const el = textarea.current;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
    setCaret(el.value.length);
  }, [autoFocus]);

  const emoji = useEmojiData();
  const allEmoji = useMemo(
    () => [...emoji.custom, ...emoji.standard],
    [emoji.custom, emoji.standard],
  );
  const { token, items } = useSuggestions(data.status, caret, allEmoji);
  // Navigation state belongs to one typed word: a new word starts at the top, shown again.
  const tokenKey = token ? `${token.trigger}${token.start}` : '';
  const active = nav.key === tokenKey ? nav.active : 0;
  const showSuggestions = items.length > 0 && !(nav.key === tokenKey && nav.hidden);
  const setActive = (change: (a: number) => number) =>
    setNav({ key: tokenKey, active: change(active), hidden: false });

  const submitter = useSubmitPost({
    mode,
    target,
    pollLimits,
    onPosted: (status) => {
      if (key) removeDraft(key);
      dirty.current = false;
      if (mode === 'new') {
        // A new post clears the form but keeps visibility, content type and language.
        setData((d) => ({
          ...initialDraft('new', null, null, viewer, defaults),
          visibility: d.visibility,
          contentType: d.contentType,
          language: d.language,
        }));
        setPreviewing(false);
      }
      onPosted?.(status);
    },
  });
  const { formChanged } = submitter;
  const update = useCallback(
    (change: (d: DraftData) => DraftData) => {
      dirty.current = true;
      setData(change);
      formChanged();
    },
    [formChanged],
  );
  const uploads = useUploads({
    attached: data.files.length,
    fileLimit: DEFAULT_FILE_LIMIT,
    uploadlimit: server.limits.upload,
    onUploaded: (a) => update((d) => ({ ...d, files: [...d.files, fileOf(a)] })),
    onError: setLocalError,
  });

  const length = lengthState(data.status, data.spoilerText, textlimit);
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

  const setText = (text: string, nextCaret: number) => {
    update((d) => ({ ...d, status: text }));
    setCaret(nextCaret);
    requestAnimationFrame(() => {
      const el = textarea.current;
      if (!el) return;
      el.focus();
      el.setSelectionRange(nextCaret, nextCaret);
    });
  };
  const pickSuggestion = (s: Suggestion) => {
    if (!token) return;
    const next = replaceRange(data.status, token.start, token.end, s.insert);
    setText(next.text, next.caret);
  };
  const pickEmoji = (e: PickerEmoji) => {
    const el = textarea.current;
    const start = el?.selectionStart ?? caret;
    const end = el?.selectionEnd ?? caret;
    const next = insertAtCaret(data.status, start, end, emojiText(e));
    update((d) => ({ ...d, status: next.text }));
    setCaret(next.caret);
    requestAnimationFrame(() => textarea.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (showSuggestions) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
        return;
      }
      if ((e.key === 'Enter' && !e.ctrlKey && !e.metaKey) || e.key === 'Tab') {
        const chosen = items[active];
        if (chosen) {
          e.preventDefault();
          pickSuggestion(chosen);
          return;
        }
      }
      if (e.key === 'Escape') {
        // Escape hides the suggestions only; it must not close the modal around the form.
        e.preventDefault();
        e.stopPropagation();
        setNav({ key: tokenKey, active, hidden: true });
        return;
      }
    }
    if (isSubmitKey({ ...e, isComposing: e.nativeEvent.isComposing }, submitOnEnter)) {
      e.preventDefault();
      submit();
    }
  };
  const trackCaret = () => setCaret(textarea.current?.selectionStart ?? 0);

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
          ref={textarea}
          className="composer__text"
          // What is written keeps its own direction, whatever the interface language.
          dir="auto"
          placeholder={t('post_status.placeholder')}
          rows={mode === 'new' ? 4 : 3}
          value={data.status}
          aria-autocomplete="list"
          aria-controls={showSuggestions ? ids.list : undefined}
          aria-activedescendant={showSuggestions ? `${ids.list}-${active}` : undefined}
          aria-describedby={ids.counter}
          onChange={(e) => {
            update((d) => ({ ...d, status: e.target.value }));
            setCaret(e.target.selectionStart);
            // The picker closes on input (document 3 §4).
            setPickerOpen(false);
          }}
          onKeyDown={onKeyDown}
          onSelect={trackCaret}
          onClick={trackCaret}
        />
        {showSuggestions && (
          <SuggestionList id={ids.list} items={items} active={active} onPick={pickSuggestion} />
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
      <div className="composer__toolbar">
        <label className="icon-button composer__attach" title={t('post_status.attach')}>
          <Paperclip aria-hidden="true" size={18} />
          <input
            type="file"
            multiple
            className="visually-hidden"
            aria-label={t('post_status.attach')}
            onChange={(e) => {
              uploads.add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </label>
        {canPoll && (
          <button
            type="button"
            className="icon-button"
            aria-label={data.poll ? t('post_status.remove_poll') : t('post_status.add_poll')}
            aria-pressed={data.poll !== null}
            onClick={() => update((d) => ({ ...d, poll: d.poll ? null : defaultPoll() }))}
          >
            <BarChart3 aria-hidden="true" size={18} />
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          data-picker-toggle=""
          aria-label={t('post_status.emoji')}
          aria-expanded={pickerOpen}
          onClick={() => {
            trackCaret();
            setPickerOpen((o) => !o);
          }}
        >
          <Smile aria-hidden="true" size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('post_status.preview')}
          aria-pressed={previewing}
          onClick={() => setPreviewing((p) => !p)}
        >
          <Eye aria-hidden="true" size={18} />
        </button>
        {data.files.length > 0 && (
          <label className="composer__check">
            <input
              type="checkbox"
              checked={data.nsfw}
              onChange={(e) => update((d) => ({ ...d, nsfw: e.target.checked }))}
            />
            {t('post_status.sensitive')}
          </label>
        )}
        <span
          id={ids.counter}
          className={`composer__counter${length.over ? ' is-over' : ''}`}
          aria-live="polite"
          title={
            length.left === null
              ? undefined
              : t(length.over ? 'post_status.characters_over' : 'post_status.characters_left', {
                  count: Math.abs(length.left),
                })
          }
        >
          {length.left}
        </span>
      </div>
      {pickerOpen && (
        // In the flow of the form, not floating: a modal's or sidebar's edge never clips it.
        <Suspense fallback={null}>
          <EmojiPicker
            onPick={pickEmoji}
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
      <div className="composer__options">
        <VisibilitySelect
          value={data.visibility}
          options={scopes}
          disabled={mode === 'edit'}
          onChange={(visibility) => update((d) => ({ ...d, visibility }))}
        />
        {postFormats.length > 1 && (
          <span className="composer__field">
            <label htmlFor={`${ids.text}-type`}>{t('post_status.content_type')}</label>
            <select
              id={`${ids.text}-type`}
              value={data.contentType}
              onChange={(e) => update((d) => ({ ...d, contentType: e.target.value }))}
            >
              {postFormats.map((format) => (
                <option key={format} value={format}>
                  {t(contentTypeKey(format), { defaultValue: format })}
                </option>
              ))}
            </select>
          </span>
        )}
        <LanguageSelect
          value={data.language}
          onChange={(language) => update((d) => ({ ...d, language }))}
        />
      </div>
      {previewing && <PreviewPanel post={previewPost} poll={data.poll} pollLimits={pollLimits} />}
      {error && (
        <div className="composer__error" role="alert">
          <span>{t('post_status.error', { message: error })}</span>
          {submitter.retrying && (
            <span className="composer__retrying">{t('post_status.retrying')}</span>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('post_status.dismiss_error')}
            onClick={() => {
              setLocalError(null);
              submitter.dismissError();
            }}
          >
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      )}
      <div className="composer__actions">
        {key && onOpenDraft && (draftCount > 0 || draftsOpen) && (
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
          current={key}
          onOpen={(k) => {
            setDraftsOpen(false);
            onOpenDraft(k);
          }}
        />
      )}
    </form>
  );
}
