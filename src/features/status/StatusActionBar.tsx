import { Reply, Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useSessionStore } from '../../core/session/sessionStore';
import { useLiveStatus } from './liveStatus';
import { Repeat2 } from '../../ui/icon/repeatIcon';

const loadSignedInBar = () => import('./SignedInActionBar');
// Visitors never act, so the signed-in bar is its own chunk; with a stored token it starts
// loading at once, alongside the first timeline page.
if (typeof window !== 'undefined' && useSessionStore.getState().token) void loadSignedInBar();
const SignedInActionBar = lazy(loadSignedInBar);

export function StatusActionBar({ status: drawn }: { status: Status }) {
  const status = useLiveStatus(drawn);
  const viewer = useSessionStore((s) => s.user);
  if (!viewer) return <RemoteInteractionBar status={status} />;
  return (
    <Suspense fallback={<div className="status__actions status__actions--loading" />}>
      <SignedInActionBar status={status} viewer={viewer} />
    </Suspense>
  );
}

/** Visitors reply, repeat and favourite from their own instance (document 2 §2, §6). */
function RemoteInteractionBar({ status }: { status: Status }) {
  const { t } = useTranslation();
  const server = useInstanceStore((s) => s.settings?.server) || window.location.origin;
  // Some servers report a bare host as their address; links need the scheme.
  const base = /^https?:\/\//.test(server) ? server : `${window.location.protocol}//${server}`;
  const href = `${base.replace(/\/+$/, '')}/main/ostatus?status_id=${encodeURIComponent(status.id)}`;
  const link = (action: 'reply' | 'repeat' | 'favourite', Icon: typeof Repeat2, count: number) => (
    <a
      className="status__action"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      // The visible count is part of the name (WCAG label-in-name).
      // A whole sentence per action, so each language words the verb its own way.
      aria-label={
        count > 0
          ? t('status.remote.with_count', { label: t(`status.remote.${action}`), count })
          : t(`status.remote.${action}`)
      }
    >
      <Icon aria-hidden="true" size={18} />
      {count > 0 && <span aria-hidden="true">{count}</span>}
    </a>
  );
  return (
    <div className="status__actions">
      {link('reply', Reply, status.replies_count)}
      {link('repeat', Repeat2, status.repeat_num)}
      {link('favourite', Star, status.fave_num)}
    </div>
  );
}
