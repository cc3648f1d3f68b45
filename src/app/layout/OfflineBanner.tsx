import { useState } from 'react';
import { useOfflineStore } from '../../core/offline/offlineState';
import { formatDate } from '../../i18n/format';
import { useTranslation } from '../../i18n/useTranslation';

const TIME: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * Issue 27: while the server cannot be reached, a banner above the page says so and since when
 * what shows was saved (a time today, else the day too, in the interface language).
 */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const offline = useOfflineStore((s) => s.offline);
  const savedAt = useOfflineStore((s) => s.savedAt);
  const [today] = useState(() => Date.now());
  if (!offline) return null;
  const message =
    savedAt === null
      ? t('offline.banner')
      : t('offline.banner_saved', {
          time: formatDate(savedAt, i18n.language, sameDay(savedAt, today) ? TIME : DAY_AND_TIME),
        });
  return (
    <div className="offline-banner" role="status">
      <p>{message}</p>
    </div>
  );
}
