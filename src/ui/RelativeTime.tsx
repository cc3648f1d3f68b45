import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { formatDateTime, formatRelativeTime } from '../i18n/format';

// Relative times refresh every 60 s (document 2 §9); one shared clock serves every label.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function tick(): void {
  now = Date.now();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A label mounted between ticks (a notification that just arrived) would otherwise be
  // measured against a clock up to 60 s old and read "in 40 sec.": catch the clock up, once
  // for all labels mounting in the same second.
  // Told at once, not a microtask later: Preact's hook compares the snapshot only before it
  // subscribes, so a change made here would otherwise show a frame late.
  const fresh = Date.now();
  if (Math.abs(fresh - now) >= 1000) {
    now = fresh;
    listeners.forEach((l) => l());
  }
  timer ??= setInterval(tick, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

const getNow = () => now;

/**
 * What a time is: an event that happened (a post, a note) or a deadline that may lie ahead (a
 * poll's end). Only deadlines read "in 59 min."; an event a little ahead of the shared clock
 * (it ticks once a minute; servers' clocks drift) is "now", never "in 1 sec.".
 */
export type TimeKind = 'event' | 'deadline';

/** The clock an event is measured against: never before the event itself. */
export function referenceNow(then: number, current: number, kind: TimeKind): number {
  return kind === 'event' ? Math.max(current, then) : current;
}

/** The short relative label ('5 min. ago', 'in 1 day') and the full date of a time, kept current. */
export function useRelativeTime(
  iso: string,
  kind: TimeKind = 'event',
): { label: string; full: string } | null {
  const { t, i18n } = useTranslation();
  const current = useSyncExternalStore(subscribe, getNow, getNow);
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const label = formatRelativeTime(then, referenceNow(then, current, kind), i18n.language, t);
  const full = formatDateTime(then, i18n.language);
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
