import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { fetchReactionUsers } from '../../api';
import { useTranslation } from '../../i18n/useTranslation';
import { Avatar } from '../../ui/Avatar';
import { api } from '../../core/client';
import { userListShown } from './userListLimit';
import './statusExtras.css';

/** Document 2 §9: popover margins from the window's edges. */
const MARGIN = { side: 10, top: 50, bottom: 5 };

/**
 * Fixed to the window beside its reaction, so panels that clip their content cannot cut it;
 * below the reaction unless there is no room, then above.
 */
export function popoverPosition(
  anchor: { left: number; top: number; bottom: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { left: number; top: number } {
  const left = Math.max(MARGIN.side, Math.min(anchor.left, view.width - size.width - MARGIN.side));
  const below = anchor.bottom + 4;
  const fits = below + size.height <= view.height - MARGIN.bottom;
  const top = fits ? below : Math.max(MARGIN.top, anchor.top - 4 - size.height);
  return { left, top };
}

/**
 * The user-list popover of a reaction (document 2 §2): the avatars of who reacted, 16 at most,
 * each named. A tooltip, so it holds no controls; the status's reactions call is asked once.
 */
export default function ReactionUsers({
  id,
  statusId,
  emoji,
  label,
  anchor,
}: {
  id: string;
  statusId: string;
  emoji: string;
  label: string;
  anchor: { left: number; top: number; bottom: number };
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [style, setStyle] = useState<CSSProperties>({ left: anchor.left, top: anchor.bottom });
  const query = useQuery({
    queryKey: ['status', statusId, 'reaction-users'],
    queryFn: () => fetchReactionUsers(api, statusId),
    staleTime: 30_000,
  });
  const users = query.data?.find((r) => r.name === emoji)?.users ?? [];
  const { shown, more } = userListShown(users);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    setStyle(
      popoverPosition(
        anchor,
        { width: el.offsetWidth, height: el.offsetHeight },
        { width: window.innerWidth, height: window.innerHeight },
      ),
    );
  }, [anchor, shown.length, query.status]);
  return (
    <div id={id} ref={box} role="tooltip" className="user-list-popover" style={style}>
      <p className="user-list-popover__title">{t('reactions.who', { emoji: label })}</p>
      {query.isPending ? (
        <p>{t('status.loading')}</p>
      ) : query.isError ? (
        <p>{t('status.status_unavailable')}</p>
      ) : (
        <ul>
          {shown.map((user) => (
            <li key={user.id} title={`${user.name || user.screen_name} @${user.screen_name_ui}`}>
              <Avatar
                src={user.profile_image_url_original}
                size={32}
                alt={`${user.name || user.screen_name} @${user.screen_name_ui}`}
              />
            </li>
          ))}
          {more > 0 && (
            <li className="user-list-popover__more">{t('reactions.who_more', { count: more })}</li>
          )}
        </ul>
      )}
    </div>
  );
}
