import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeParts } from './relativeTime';

// Relative times refresh every 60 s (document 2 §9); one shared timer serves every label.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((l) => l()), 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

export function RelativeTime({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => subscribe(tick), []);
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return null;
  const parts = relativeParts(then, Date.now());
  const label =
    parts === 'now'
      ? t('time.now')
      : new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always', style: 'short' }).format(-parts.value, parts.unit);
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(then);
  return (
    <time dateTime={iso} title={full}>
      {label}
    </time>
  );
}
