import { useLayoutEffect, useState, type ReactNode } from 'react';
import { i18n } from './i18n';
import { TranslationContext, translationValue } from './useTranslation';

/** The app's one subscription to the translator; every `useTranslation` reads it as context. */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(translationValue);
  // A layout effect subscribes in the mount's own commit: no change can fall between the two.
  useLayoutEffect(() => i18n.subscribe(() => setValue(translationValue())), []);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
