import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
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
import { addReplyToConversations } from '../conversation';
import { api } from '../../core/client';
import { storeStatus } from '../../core/statusCache';
import { announceOwnPost } from '../../core/ownPosts';
import { errorAfterChange, errorFromApi, type ComposerError } from './composerError';
import { keyFor } from './retryDelay';
import { draftKey, type ComposerMode, type DraftData } from './rules/draft';
import { enqueueAction } from '../../core/outbox/outbox';
import { isNetworkFailure, type OutboxAction } from '../../core/outbox/outboxRules';
import { hasWaiting } from '../../core/outbox/outboxStore';
import '../../core/outbox/outboxText';
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
  /** The post went, or the outbox took it (null): the form can let go of it. */
  onPosted: (status: Status | null) => void;
}

/**
 * Sending a post: descriptions first, then the post or the edit. Offline, or when the answer
 * does not come, the outbox keeps it with its idempotency key and sends it when the network
 * is back, so it arrives exactly once (issue 27); the form lets go of it as if it was posted.
 */
export function useSubmitPost({ mode, target, pollLimits, onPosted }: Options) {
  const queryClient = useQueryClient();
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<ComposerError | null>(null);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const queue = useCallback(
    async (kept: OutboxAction): Promise<boolean> => {
      await enqueueAction(kept);
      attempt.current = null;
      setPosting(false);
      announce(i18n.t('outbox.queued_announcement'));
      onPosted(null);
      return true;
    },
    [onPosted],
  );

  const submit: Submit = useCallback(
    async (
      data: DraftData,
      saveDescription: (id: string, description: string) => void,
    ): Promise<boolean> => {
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
      const kept: OutboxAction =
        mode === 'edit' && target
          ? { kind: 'edit', statusId: target.id, edit: post, draft: data }
          : {
              kind: 'post',
              post,
              idempotencyKey: attempt.current.key,
              draft: data,
              draftKey: draftKey(mode, target?.id),
            };
      // Offline, or behind actions still waiting: the outbox keeps the post, in order (issue 27).
      if (!navigator.onLine || hasWaiting()) return queue(kept);
      try {
        const status =
          mode === 'edit' && target
            ? await updateStatus(api, target.id, post)
            : await postStatus(api, post, attempt.current.key);
        storeStatus(queryClient, status);
        // An open conversation shows the reply at once, not at its next fetch (issue 25).
        if (mode !== 'edit') addReplyToConversations(queryClient, status);
        // Timelines show the post at once, not at the next poll when there is no live stream.
        if (mode !== 'edit') announceOwnPost(status);
        attempt.current = null;
        setPosting(false);
        // The form usually goes away with the post: the result is said aloud (issue 17).
        announce(
          i18n.t(
            mode === 'edit' ? 'post_status.edited_announcement' : 'post_status.posted_announcement',
          ),
        );
        onPosted(status);
        return true;
      } catch (err) {
        // No answer: the server may have taken it. The outbox sends it again with the same key,
        // so it arrives exactly once, and shows it as waiting meanwhile.
        if (isNetworkFailure(err)) return queue(kept);
        setPosting(false);
        setError(errorFromApi(err));
        return false;
      }
    },
    [mode, target, pollLimits, onPosted, queryClient, queue],
  );

  const formChanged = useCallback(() => setError(errorAfterChange), []);

  return { posting, error, submit, formChanged, dismissError: () => setError(null) };
}
