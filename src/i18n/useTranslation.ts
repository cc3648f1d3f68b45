import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  i18next.on('added', onChange);
  return () => {
    i18next.off('languageChanged', onChange);
    i18next.off('added', onChange);
  };
}

let revision = 0;
i18next.on('added', () => revision++);
const snapshot = () => `${i18next.language}:${revision}`;

/**
 * The few lines of react-i18next the app needs: a `t` that re-renders its component when the
 * language changes or a locale arrives. The binding library would cost 4 KB of the first visit.
 */
export function useTranslation(): { t: TFunction; i18n: typeof i18next } {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    void key;
    return { t: i18next.getFixedT(i18next.language), i18n: i18next };
  }, [key]);
}
