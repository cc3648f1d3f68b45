import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  isApiError,
  newIdempotencyKey,
  postStatus,
  setMediaDescription,
  updateStatus,
  type NewStatus,
  type PollLimits,
  type Status,
} from '../../api';
import { i18n } from '../../i18n/i18n';
import { announce } from '../../ui/liveAnnouncer';
import { addReplyToConversations } from '../conversation/conversationData';
import { api } from '../session/api';
import { storeStatus } from '../status/statusCache';
import { controllersOf } from '../timeline/timelineController';
import { errorAfterChange, errorFromApi, type ComposerError } from './composerError';
import { keyFor, retryDelay } from './retryDelay';
import type { ComposerMode, DraftData } from './rules/draft';
import { pollPayload, validatePoll } from './rules/pollForm';
import { isEmptyPost } from './rules/submitRules';

type Submit = (
  data: DraftData,
  saveDescription: (id: string, description: string) => void,
) => Promise<boolean>;

interface Options {
  mode: ComposerMode;
  target: Status | null;
  pollLimits: PollLimits;
  onPosted: (status: Status) => void;
}

/**
 * Sending a post: descriptions first, then the post or the edit. A network error keeps the
 * attempt's idempotency key and retries on its own, so the post arrives exactly once.
 */
export function useSubmitPost({ mode, target, pollLimits, onPosted }: Options) {
  const queryClient = useQueryClient();
  const [posting, setPosting] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [error, setError] = useState<ComposerError | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const failures = useRef(0);
  // The retry timer calls the latest submit through a ref, not the closure it was made in.
  const again = useRef<Submit | null>(null);

  const stopRetrying = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setRetrying(false);
  }, []);
  useEffect(() => stopRetrying, [stopRetrying]);

  const submit: Submit = useCallback(
    async (
      data: DraftData,
      saveDescription: (id: string, description: string) => void,
    ): Promise<boolean> => {
      stopRetrying();
      setError(null);
      const poll = mode === 'edit' ? null : pollPayload(data.poll, pollLimits);
      if (isEmptyPost(data.status, data.files.length) && !poll) {
        setError({ kind: 'key', key: 'post_status.empty_status_error', untilChange: true });
        return false;
      }
      if (poll && data.poll) {
        const problem = validatePoll(data.poll, pollLimits);
        if (problem) {
          setError({
            kind: 'key',
            key: `polls.${problem}`,
            args: { max: pollLimits.max_options, chars: pollLimits.max_option_chars },
            untilChange: true,
          });
          return false;
        }
      }
      setPosting(true);
      // Document 2 §5: descriptions are saved before posting.
      for (const file of data.files) {
        const description = data.mediaDescriptions[file.id];
        if (description === undefined || description === file.description) continue;
        try {
          await setMediaDescription(api, file.id, description);
          saveDescription(file.id, description);
        } catch {
          setPosting(false);
          setError({ kind: 'key', key: 'post_status.media_description_error' });
          return false;
        }
      }
      const post: NewStatus = {
        status: data.status,
        spoilerText: data.spoilerText,
        visibility: data.visibility,
        sensitive: data.nsfw,
        mediaIds: data.files.map((f) => f.id),
        inReplyToStatusId:
          mode === 'reply'
            ? (target?.id ?? null)
            : mode === 'redraft'
              ? (target?.in_reply_to_status_id ?? null)
              : null,
        quoteId: mode === 'quote' ? (target?.id ?? null) : null,
        contentType: data.contentType,
        language: data.language || null,
        poll,
      };
      attempt.current = keyFor(attempt.current, JSON.stringify(post), () => newIdempotencyKey());
      try {
        const status =
          mode === 'edit' && target
            ? await updateStatus(api, target.id, post)
            : await postStatus(api, post, attempt.current.key);
        storeStatus(queryClient, status);
        // An open conversation shows the reply at once, not at its next fetch (issue 25).
        if (mode !== 'edit') addReplyToConversations(queryClient, status);
        // Without a live stream the home timeline would show the post only at the next poll.
        if (mode !== 'edit' && status.visibility !== 'direct')
          for (const home of controllersOf('friends')) home.offerOwn(status.id);
        attempt.current = null;
        failures.current = 0;
        setPosting(false);
        setRetrying(false);
        // The form usually goes away with the post: the result is said aloud (issue 17).
        announce(
          i18n.t(
            mode === 'edit' ? 'post_status.edited_announcement' : 'post_status.posted_announcement',
          ),
        );
        onPosted(status);
        return true;
      } catch (err) {
        setPosting(false);
        setError(errorFromApi(err));
        if (isApiError(err) && err.kind === 'network' && mode !== 'edit') {
          // The answer may have been lost after the server took the post: retry with the same key.
          setRetrying(true);
          const wait = retryDelay(failures.current++);
          timer.current = setTimeout(() => {
            timer.current = null;
            void again.current?.(data, saveDescription);
          }, wait);
        }
        return false;
      }
    },
    [mode, target, pollLimits, onPosted, queryClient, stopRetrying],
  );

  useEffect(() => {
    again.current = submit;
  }, [submit]);

  const formChanged = useCallback(() => setError(errorAfterChange), []);

  return {
    posting,
    retrying,
    error,
    submit,
    formChanged,
    dismissError: () => {
      stopRetrying();
      setError(null);
    },
  };
}
