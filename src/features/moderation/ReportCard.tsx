import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { User } from '../../api';
import type { Report } from '../../api/admin';
import { interpolateElements } from '../../i18n/interpolateElements';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../ui/router';
import { AcctText } from '../../ui/AcctText';
import { Avatar } from '../../ui/Avatar';
import { RelativeTime } from '../../ui/RelativeTime';
import { RichHtml } from '../../ui/html/RichHtml';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { profilePath } from '../../core/profilePath';
import { errorText } from './errorText';
import { ReportNotes } from './ReportNotes';
import { isReportState, REPORT_STATES } from './reportRules';
import { reportActions } from './reportsFeed';

function Person({ user, label }: { user: User | null; label: string }) {
  const { t } = useTranslation();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  return (
    <div className="report__person">
      <span className="report__person-label">{label}</span>
      {user ? (
        <Link to={profilePath(user, restricted)} className="report__person-link">
          <Avatar src={user.profile_image_url_original} size={32} />
          <span>
            <bdi>{user.name || user.screen_name}</bdi>{' '}
            <span className="report__acct" dir="ltr">
              @{user.screen_name_ui}
            </span>
          </span>
        </Link>
      ) : (
        <span>{t('moderation.unknown_account')}</span>
      )}
    </div>
  );
}

/** One report (document 3 §3): account, actor, statuses, notes, state, content, date. */
export function ReportCard({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { changeState } = reportActions(useQueryClient());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const account = report.account
    ? `@${report.account.screen_name_ui}`
    : t('moderation.unknown_account');
  // A long handle wraps between its parts, not inside a word (390 px).
  const accountShown = report.account ? <AcctText acct={report.account.screen_name_ui} /> : account;

  const onState = async (state: string) => {
    setBusy(true);
    setFailure(null);
    const error = await changeState(report.id, state);
    setBusy(false);
    if (error) setFailure(t('moderation.state_failed', { error: errorText(error, t) }));
  };

  return (
    <article className="report" aria-labelledby={headingId}>
      <header className="report__header">
        <h3 id={headingId}>
          {interpolateElements(t('moderation.report_title'), { account: accountShown })}
        </h3>
        <RelativeTime iso={report.created_at} />
      </header>
      <div className="report__people">
        <Person user={report.account} label={t('moderation.reported')} />
        <Person user={report.actor} label={t('moderation.reported_by')} />
      </div>
      <div className="report__comment">
        <h4>{t('moderation.comment')}</h4>
        <p>{report.content || t('moderation.no_comment')}</p>
      </div>
      {report.statuses.length > 0 && (
        <details className="report__statuses">
          <summary>{t('moderation.statuses', { count: report.statuses.length })}</summary>
          <ul>
            {report.statuses.map((status) => (
              <li key={status.id} className="report__status">
                {status.summary && <p className="report__cw">{status.summary}</p>}
                <RichHtml html={status.raw_html} emojis={status.emojis} headingBase={5} />
                <Link to={`/notice/${status.id}`}>
                  {t('moderation.open_status')} <RelativeTime iso={status.created_at} />
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
      <label className="report__state">
        <span>{t('moderation.state_label', { account })}</span>
        <select value={report.state} disabled={busy} onChange={(e) => void onState(e.target.value)}>
          {!isReportState(report.state) && <option value={report.state}>{report.state}</option>}
          {REPORT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`moderation.state.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {failure && (
        <p role="alert" className="report__error">
          {failure}
        </p>
      )}
      <ReportNotes report={report} account={account} />
    </article>
  );
}
