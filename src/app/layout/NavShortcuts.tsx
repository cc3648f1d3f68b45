import { AtSign, List } from 'lucide-react';
import { NavLink } from '../../ui/router';
import { configBoolean, useInstanceStore } from '../../core/instance/instanceStore';
import { TIMELINE_PATHS, type TimelineLink } from '../../core/layout/navRules';
import { useTranslation } from '../../i18n/useTranslation';
import { TimelineIcon } from './TimelineIcon';
import type { NavModel } from './useNavModel';

const SHORTCUT_TIMELINES: TimelineLink[] = [
  'friends',
  'public',
  'bubble',
  'publicAndExternal',
  'bookmarks',
];

/** The desktop nav's optional shortcuts (document 1 §2), on when the instance sets showNavShortcuts. */
export function NavShortcuts({ model }: { model: NavModel }) {
  const { t } = useTranslation();
  const on = useInstanceStore((s) => configBoolean(s.config, 'showNavShortcuts', false));
  if (!on) return null;
  const username = model.viewer.username;
  const timelines = SHORTCUT_TIMELINES.filter((name) => model.timelines.includes(name));
  return (
    <nav className="nav-shortcuts" aria-label={t('nav.shortcuts')}>
      {timelines.map((name) => (
        <NavLink
          key={name}
          to={TIMELINE_PATHS[name](username)}
          className="icon-button"
          aria-label={t(`nav.timeline.${name}`)}
          title={t(`nav.timeline.${name}`)}
        >
          <TimelineIcon name={name} size={20} />
        </NavLink>
      ))}
      {model.interactions && (
        <NavLink
          to={`/users/${encodeURIComponent(username)}/interactions`}
          className="icon-button"
          aria-label={t('nav.interactions')}
          title={t('nav.interactions')}
        >
          <AtSign aria-hidden="true" size={20} />
        </NavLink>
      )}
      {model.lists && (
        <NavLink
          to="/lists"
          className="icon-button"
          aria-label={t('nav.lists')}
          title={t('nav.lists')}
        >
          <List aria-hidden="true" size={20} />
        </NavLink>
      )}
    </nav>
  );
}
