import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

let revision = 0;
i18n.subscribe(() => revision++);
const subscribe = (onChange: () => void) => i18n.subscribe(onChange);
const snapshot = () => revision;

/** `t` for components: re-renders them when the language changes or a locale arrives. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  // A new function identity per change lets memoised children see that text changed.
  return useMemo(() => {
    void current;
    return { t: (key, options) => i18n.t(key, options), i18n };
  }, [current]);
}
