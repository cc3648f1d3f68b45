import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { votePoll, type Emoji, type Poll, type Status } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { api } from '../../core/client';
import { enqueueAction } from '../../core/outbox/outbox';
import { isNetworkFailure } from '../../core/outbox/outboxRules';
import { hasWaiting } from '../../core/outbox/outboxStore';
import { statusKey } from '../../core/statusCache';
import { toStatusError, useStatusErrorStore } from './statusErrorStore';

interface PollVoteFormProps {
  statusId: string;
  poll: Poll;
  emojis: readonly Emoji[];
  footer: ReactNode;
}

/** Radio or checkbox choices; the vote button waits for a choice and for the call (document 2 §4). */
export default function PollVoteForm({ statusId, poll, emojis, footer }: PollVoteFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<number[]>([]);
  const [loading, setLoading] = useState(false);
  const groupName = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (choices.length === 0 || loading) return;
    setLoading(true);
    // Offline, or behind actions still waiting: the outbox keeps the vote, in order (issue 27).
    const kept = { kind: 'vote', statusId, pollId: poll.id, choices } as const;
    if (!navigator.onLine || hasWaiting()) {
      await enqueueAction(kept);
      return;
    }
    try {
      const next = await votePoll(api, poll.id, choices);
      queryClient.setQueryData<Status>(statusKey(statusId), (s) => (s ? { ...s, poll: next } : s));
      useStatusErrorStore.getState().clear(statusId);
    } catch (error) {
      if (isNetworkFailure(error)) return void (await enqueueAction(kept));
      useStatusErrorStore.getState().set(statusId, toStatusError('vote', error));
      setLoading(false);
    }
  };

  return (
    <form
      className="poll"
      // Each poll form is a landmark, so its name carries its options to stay unique on the page.
      aria-label={`${t('poll.label')}: ${poll.options.map((o) => o.title).join(', ')}`}
      onSubmit={(e) => void submit(e)}
    >
      <fieldset disabled={loading}>
        <legend className="visually-hidden">{t('poll.label')}</legend>
        {poll.options.map((option, i) => (
          <label key={i} className="poll__choice">
            <input
              type={poll.multiple ? 'checkbox' : 'radio'}
              name={groupName}
              checked={choices.includes(i)}
              onChange={(e) =>
                setChoices((c) =>
                  poll.multiple ? (e.target.checked ? [...c, i] : c.filter((x) => x !== i)) : [i],
                )
              }
            />
            <span>{htmlToReact(option.title_html, { emojis })}</span>
          </label>
        ))}
      </fieldset>
      <div className="poll__actions">
        <button
          type="submit"
          className="button button--small"
          disabled={choices.length === 0 || loading}
        >
          {loading ? t('poll.voting') : t('poll.vote')}
        </button>
        {footer}
      </div>
    </form>
  );
}
