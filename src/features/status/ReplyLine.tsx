import { lazy, Suspense, useState } from 'react';
import { Link } from '../../ui/router';
import type { Status } from '../../api/entities';
import { interpolateElements } from '../../i18n/interpolateElements';
import { useTranslation } from '../../i18n/useTranslation';
import { RelativeTime } from '../../ui/RelativeTime';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { MENTIONS_SHOWN } from './contentRules';
import { profilePath } from '../../core/profilePath';

// The replied-to status shows in a popover on hover or focus; its code loads on first use.
const StatusPopover = lazy(() => import('./StatusPopover'));

/** The reply-to line, the mentions line (5, then '+N more') and the edited-at note. */
export function ReplyLine({ status }: { status: Status }) {
  const { t } = useTranslation();
  const restricted = useInstanceStore((s) => s.settings?.restrictedNicknames);
  const [allMentions, setAllMentions] = useState(false);
  const [peek, setPeek] = useState(false);
  const replyTo = status.in_reply_to_status_id;
  const others = status.attentions.filter((u) => u.id !== status.in_reply_to_user_id);
  const shown = allMentions ? others : others.slice(0, MENTIONS_SHOWN);
  const hidden = others.length - shown.length;
  if (!replyTo && others.length === 0 && !status.edited_at) return null;
  return (
    <div className="status__lines">
      {replyTo && (
        <p
          className="status__line status__reply-to"
          onMouseEnter={() => setPeek(true)}
          onMouseLeave={() => setPeek(false)}
          onFocus={() => setPeek(true)}
          onBlur={() => setPeek(false)}
        >
          <Link to={`/notice/${replyTo}`}>
            {t('status.reply_to_user', {
              name: `@${status.in_reply_to_screen_name ?? ''}`.replace(/^@$/, ''),
            }).trim()}
          </Link>
          {peek && (
            <Suspense fallback={null}>
              <StatusPopover id={replyTo} />
            </Suspense>
          )}
        </p>
      )}
      {others.length > 0 && (
        <p className="status__line">
          <span>{t('status.mentions')}</span>{' '}
          {shown.map((u) => (
            <Link key={u.id} to={profilePath(u, restricted)} className="status__mention">
              @{u.screen_name_ui}
            </Link>
          ))}
          {(hidden > 0 || allMentions) && others.length > MENTIONS_SHOWN && (
            <button
              type="button"
              className="link-button"
              aria-expanded={allMentions}
              onClick={() => setAllMentions((v) => !v)}
            >
              {allMentions
                ? t('status.fewer_mentions')
                : t('status.more_mentions', { count: hidden })}
            </button>
          )}
        </p>
      )}
      {status.edited_at && (
        <p className="status__line status__edited">
          {interpolateElements(t('status.edited_at'), {
            time: <RelativeTime iso={status.edited_at} />,
          })}
        </p>
      )}
    </div>
  );
}
