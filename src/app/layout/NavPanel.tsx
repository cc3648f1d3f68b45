import { ChevronDown, Info, Megaphone, List, AtSign, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { NavLink } from '../../ui/router';
import { TIMELINE_PATHS } from '../../core/layout/navRules';
import { TimelineIcon } from './TimelineIcon';
import type { NavModel } from './useNavModel';

export function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <>
      <span className="badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {label}</span>
    </>
  );
}

/** The sidebar's navigation panel (document 1 §2). */
export function NavPanel({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  const [timelinesOpen, setTimelinesOpen] = useState(true);
  const username = model.viewer.username;
  return (
    <nav className="panel nav-panel" aria-label={t('nav.navigation')}>
      <ul>
        {model.timelines.length > 0 && (
          <li>
            <button
              type="button"
              className="nav-panel__group"
              aria-expanded={timelinesOpen}
              aria-controls="nav-timelines"
              onClick={() => setTimelinesOpen((open) => !open)}
            >
              <span>{t('nav.timelines')}</span>
              <ChevronDown aria-hidden="true" size={18} className="nav-panel__chevron" />
            </button>
            <ul id="nav-timelines" hidden={!timelinesOpen} className="nav-panel__sub">
              {model.timelines.map((name) => (
                <li key={name}>
                  <NavLink to={TIMELINE_PATHS[name](username)}>
                    <TimelineIcon name={name} />
                    {t(`nav.timeline.${name}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        )}
        {model.lists && (
          <li>
            <NavLink to="/lists">
              <List aria-hidden="true" size={18} />
              {t('nav.lists')}
            </NavLink>
          </li>
        )}
        {model.interactions && (
          <li>
            <NavLink to={`/users/${encodeURIComponent(username)}/interactions`}>
              <AtSign aria-hidden="true" size={18} />
              {t('nav.interactions')}
            </NavLink>
          </li>
        )}
        {model.friendRequests && (
          <li>
            <NavLink to="/friend-requests">
              <UserPlus aria-hidden="true" size={18} />
              {t('nav.friend_requests')}
              <Badge
                count={model.friendRequestCount}
                label={t('nav.pending_count', { count: model.friendRequestCount })}
              />
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to="/about">
            <Info aria-hidden="true" size={18} />
            {t('nav.about')}
          </NavLink>
        </li>
        {model.announcements && (
          <li>
            <NavLink to="/announcements">
              <Megaphone aria-hidden="true" size={18} />
              {t('nav.announcements')}
              <Badge
                count={model.unreadAnnouncements}
                label={t('nav.unread_count', { count: model.unreadAnnouncements })}
              />
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
