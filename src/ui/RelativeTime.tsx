import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { relativeParts } from './relativeTime';

// Relative times refresh every 60 s (document 2 §9); one shared clock serves every label.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
let now = Date.now();

function tick(): void {
  now = Date.now();
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) now = Date.now();
  listeners.add(listener);
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
  const parts = relativeParts(then, current);
  const label =
    parts === 'now'
      ? t('time.now')
      : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always', style: 'short' }).format(
          -parts.value,
          parts.unit,
        );
  const full = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(then);
  return (
    <time dateTime={iso} title={full}>
      {label}
    </time>
  );
}
