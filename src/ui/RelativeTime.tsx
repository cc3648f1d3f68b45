import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime, formatRelativeTime } from '../i18n/format';
import {
  labelKey,
  labelNow,
  referenceNow,
  tickBatches,
  type ClockedLabel,
  type TimeKind,
} from './relativeClock';

export type { TimeKind } from './relativeClock';

// Relative times refresh every 60 s (document 2 §9); one shared clock serves every label.
interface Subscriber extends ClockedLabel {
  notify: () => void;
}
const subscribers = new Set<Subscriber>();
let timer: ReturnType<typeof setInterval> | null = null;
let tickAt = Date.now();

/** Labels re-rendered per task when the clock ticks (two per timeline row). */
const TICK_BATCH = 8;

function runBatches(batches: Subscriber[][]): void {
  const batch = batches.shift();
  if (!batch) return;
  for (const s of batch) if (subscribers.has(s)) s.notify();
  if (batches.length > 0) setTimeout(() => runBatches(batches), 0);
}

// Only the labels whose text changes are told, a few per task (issue 28): a tick re-rendered
// every mounted row's time in one commit.
function tick(): void {
  const before = tickAt;
  tickAt = Date.now();
  runBatches(tickBatches(subscribers, before, tickAt, TICK_BATCH));
}

/** The short relative label ('5 min. ago', 'in 1 day') and the full date of a time, kept current. */
export function useRelativeTime(
  iso: string,
  kind: TimeKind = 'event',
): { label: string; full: string } | null {
  const { t, i18n } = useTranslation();
  const then = Date.parse(iso);
  // A label mounted between ticks reads its own mount time rather than a clock up to 60 s old
  // ("in 40 sec."), without telling every other label to catch up (issue 28).
  const [mountedAt] = useState(Date.now);
  const subscribe = useCallback(
    (notify: () => void) => {
      const subscriber = { then, kind, mountedAt, notify };
      subscribers.add(subscriber);
      if (!timer) {
        // The clock stood still while no label was mounted.
        const before = tickAt;
        tickAt = Date.now();
        timer = setInterval(tick, 60_000);
        // Told at once if that changes this label: Preact's hook compares the snapshot only
        // before it subscribes, so a change made here would otherwise never show.
        if (tickBatches([subscriber], before, tickAt, 1).length > 0) notify();
      }
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    [then, kind, mountedAt],
  );
  const current = () => labelNow({ then, kind, mountedAt }, tickAt);
  const key = useSyncExternalStore(subscribe, () =>
    Number.isNaN(then) ? '' : labelKey(then, current(), kind),
  );
  // The text follows the key; the full date only the time and language.
  const label = useMemo(
    () => formatRelativeTime(then, referenceNow(then, current(), kind), i18n.language, t),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the clock
    [key, then, kind, i18n.language, t],
  );
  const full = useMemo(() => formatDateTime(then, i18n.language), [then, i18n.language]);
  if (Number.isNaN(then)) return null;
  return { label, full };
}

export function RelativeTime({ iso, kind = 'event' }: { iso: string; kind?: TimeKind }) {
  const time = useRelativeTime(iso, kind);
  if (!time) return null;
  return (
    <time dateTime={iso} title={time.full}>
      {time.label}
    </time>
  );
}
