import { lazy, Suspense, useState } from 'react';
import './statusExtras.css';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useLiveStatus } from './liveStatus';

const InteractionAvatars = lazy(() => import('./InteractionAvatars'));

/** Repeat and favourite counts of the focused status; each opens its avatar list (15). */
export default function StatusStats({ status: drawn }: { status: Status }) {
  const status = useLiveStatus(drawn);
  const { t } = useTranslation();
  const [open, setOpen] = useState<'favourited' | 'reblogged' | null>(null);
  if (status.repeat_num === 0 && status.fave_num === 0) return null;
  const toggle = (which: 'favourited' | 'reblogged') =>
    setOpen((v) => (v === which ? null : which));
  return (
    <div className="status__stats">
      {status.repeat_num > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'reblogged'}
          onClick={() => toggle('reblogged')}
        >
          {t('status.stats_repeats', { count: status.repeat_num })}
        </button>
      )}
      {status.fave_num > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={open === 'favourited'}
          onClick={() => toggle('favourited')}
        >
          {t('status.stats_favourites', { count: status.fave_num })}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <InteractionAvatars statusId={status.id} kind={open} />
        </Suspense>
      )}
    </div>
  );
}
