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
  const fresh = Date.now();
  if (Math.abs(fresh - now) >= 1000) {
    now = fresh;
    queueMicrotask(() => listeners.forEach((l) => l()));
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

export function RelativeTime({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const current = useSyncExternalStore(subscribe, getNow, getNow);
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const label = formatRelativeTime(then, current, i18n.language, t);
  const full = formatDateTime(then, i18n.language);
  return (
    <time dateTime={iso} title={full}>
      {label}
    </time>
  );
}
