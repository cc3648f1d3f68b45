import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchPoll, type Emoji, type Poll, type Status } from '../../api';
import { formatPercent } from '../../i18n/format';
import { interpolateElements } from '../../i18n/interpolateElements';
import { useTranslation } from '../../i18n/useTranslation';
import { RelativeTime } from '../../ui/RelativeTime';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { canVote, isExpired, pollPercentages } from './pollResults';
import { statusKey } from '../../core/statusCache';

// Only signed-in users who have not voted see the form: its own chunk.
const PollVoteForm = lazy(() => import('./PollVoteForm'));

/** Document 2 §9 and document 3 §9: a shown poll refreshes every 30 s. */
const POLL_REFRESH_MS = 30_000;

export function StatusPoll({
  statusId,
  authorId,
  poll,
  emojis,
}: {
  statusId: string;
  authorId: string;
  poll: Poll;
  emojis: readonly Emoji[];
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  // The clock the expiry is judged by; it moves with each 30 s refresh.
  const [now, setNow] = useState(() => Date.now());
  const expired = isExpired(poll, now);
  const voting = canVote(poll, viewerId !== null, now, viewerId === authorId);
  const allEmojis = [...emojis, ...poll.emojis];
  const percents = pollPercentages(poll);

  // Tracked while shown: refreshed every 30 s until it ends, untracked on removal; and at its
  // end, so the vote form goes and the final results come then, not up to 30 s later. Each
  // refresh moves `now`, which sets the next one; a time that is not a date (NaN) waits 30 s.
  useEffect(() => {
    if (expired) return;
    const toEnd = Date.parse(poll.expires_at ?? '') - now;
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        fetchPoll(api, poll.id).then(
          (next) =>
            queryClient.setQueryData<Status>(statusKey(statusId), (s) =>
              s ? { ...s, poll: next } : s,
            ),
          () => undefined,
        );
      },
      toEnd < POLL_REFRESH_MS ? toEnd : POLL_REFRESH_MS,
    );
    return () => clearTimeout(timer);
  }, [poll.id, poll.expires_at, now, expired, queryClient, statusId]);

  const footer = (
    <p className="poll__footer">
      <span>{t('poll.votes', { count: poll.votes_count })}</span>
      {poll.voters_count !== null && (
        <span> · {t('poll.voters', { count: poll.voters_count })}</span>
      )}
      {poll.expires_at && (
        <span>
          {' · '}
          {interpolateElements(t(expired ? 'poll.ended' : 'poll.ends'), {
            // A new label when it ends: the shared clock it reads may be older than the end
            // ("Ended in 26 sec.").
            time: <RelativeTime key={String(expired)} iso={poll.expires_at} kind="deadline" />,
          })}
        </span>
      )}
      {/* Counts hidden until the end (Mastodon's hide_totals): say when they come. */}
      {!percents && !expired && <span> · {t('poll.results_at_end')}</span>}
    </p>
  );

  if (voting) {
    return (
      <Suspense fallback={null}>
        <PollVoteForm statusId={statusId} poll={poll} emojis={allEmojis} footer={footer} />
      </Suspense>
    );
  }

  return (
    <div className="poll" role="group" aria-label={t('poll.label')}>
      <ul className="poll__results">
        {poll.options.map((option, i) => {
          const own = poll.own_votes.includes(i);
          return (
            <li key={i} className={own ? 'poll__result is-own' : 'poll__result'}>
              {percents && (
                <>
                  <span
                    className="poll__bar"
                    style={{ width: `${percents[i] ?? 0}%` }}
                    aria-hidden="true"
                  />
                  <span className="poll__percent">
                    {formatPercent(percents[i] ?? 0, i18n.language)}
                  </span>
                </>
              )}
              <span className="poll__title">
                {htmlToReact(option.title_html, { emojis: allEmojis })}
                {/* Heard as the words; seen as bolder words and a check mark. */}
                {own && <span className="visually-hidden"> ({t('poll.your_choice')})</span>}
              </span>
              {/* Beside the words, not in them: a long option's last line cannot carry it off. */}
              {own && (
                <Check className="poll__own-mark" aria-hidden="true" size={16} strokeWidth={3} />
              )}
            </li>
          );
        })}
      </ul>
      {footer}
    </div>
  );
}
