import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { fetchTimeline, reportUser, type User } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/profile.json';
import { useTranslation } from '../../i18n/useTranslation';
import { RichHtml } from '../../ui/html/RichHtml';
import { RelativeTime } from '../../ui/RelativeTime';
import { Spinner } from '../../ui/Spinner';
import { pushNotice } from '../../core/notices/noticesStore';
import { api } from '../../core/client';
import { StatusDialog } from '../status';
import { domainOf } from './useRelationshipActions';
import './profileCard.css';
import './profile.css';

i18n.extendResources('en', text);

interface ReportModalProps {
  user: User;
  /** The status the report started from, chosen at first. */
  statusId?: string;
  onClose: () => void;
}

/**
 * The report modal (document 2 §2, §4, §5): an optional comment, forwarding for remote users,
 * and the user's recent posts to include. Success resets and closes; failure says so.
 */
export default function ReportModal({ user, statusId, onClose }: ReportModalProps) {
  const { t } = useTranslation();
  const id = useId();
  const name = user.name || user.screen_name;
  const domain = domainOf(user);
  const [comment, setComment] = useState('');
  const [forward, setForward] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(statusId ? [statusId] : []),
  );
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const statuses = useQuery({
    queryKey: ['report-statuses', user.id],
    queryFn: async ({ signal }) =>
      (await fetchTimeline(api, 'replies', { user_id: user.id }, { signal })).items.filter(
        (s) => !s.retweeted_status,
      ),
  });

  const toggle = (statusIdToToggle: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(statusIdToToggle)) next.delete(statusIdToToggle);
      else next.add(statusIdToToggle);
      return next;
    });

  const submit = async () => {
    setProcessing(true);
    setFailed(false);
    try {
      await reportUser(api, {
        userId: user.id,
        comment,
        forward: domain !== null && forward,
        statusIds: [...chosen],
      });
      setComment('');
      setForward(false);
      setChosen(new Set());
      pushNotice({ level: 'success', messageKey: 'user_reporting.sent', timeout: 3000 });
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setProcessing(false);
    }
  };

  return (
    <StatusDialog title={t('user_reporting.title', { name })} onClose={onClose}>
      <form
        className="report"
        aria-busy={processing}
        onSubmit={(e) => {
          e.preventDefault();
          if (!processing) void submit();
        }}
      >
        <label htmlFor={`${id}-comment`}>{t('user_reporting.add_comment')}</label>
        <textarea
          id={`${id}-comment`}
          rows={4}
          value={comment}
          disabled={processing}
          onChange={(e) => setComment(e.target.value)}
        />
        {domain && (
          <label className="report__forward">
            <input
              type="checkbox"
              checked={forward}
              disabled={processing}
              onChange={(e) => setForward(e.target.checked)}
              aria-describedby={`${id}-forward-hint`}
            />
            {t('user_reporting.forward', { domain })}
          </label>
        )}
        {domain && (
          <p id={`${id}-forward-hint`} className="report__hint">
            {t('user_reporting.forward_hint')}
          </p>
        )}
        <fieldset className="report__statuses">
          <legend>{t('user_reporting.statuses')}</legend>
          {statuses.isPending ? (
            <Spinner label={t('user_reporting.statuses_loading')} />
          ) : statuses.isError || statuses.data.length === 0 ? (
            <p>{t('user_reporting.no_statuses')}</p>
          ) : (
            <ul>
              {statuses.data.map((status) => (
                <li key={status.id} className="report__status">
                  <input
                    type="checkbox"
                    id={`${id}-s${status.id}`}
                    checked={chosen.has(status.id)}
                    disabled={processing}
                    onChange={() => toggle(status.id)}
                    aria-describedby={`${id}-t${status.id}`}
                  />
                  <label htmlFor={`${id}-s${status.id}`} className="report__status-text">
                    <span className="visually-hidden">{t('user_reporting.include_status')}</span>
                    <RelativeTime iso={status.created_at} />
                  </label>
                  <div id={`${id}-t${status.id}`} className="report__status-body">
                    {status.summary ? (
                      <p>{status.summary}</p>
                    ) : (
                      <RichHtml html={status.raw_html} emojis={status.emojis} />
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        {failed && (
          <p role="alert" className="report__error">
            {t('user_reporting.generic_error')}
          </p>
        )}
        <div className="report__buttons">
          <button type="button" className="button" onClick={onClose}>
            {t('user_reporting.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={processing}>
            {processing ? t('user_reporting.processing') : t('user_reporting.submit')}
          </button>
        </div>
      </form>
    </StatusDialog>
  );
}
