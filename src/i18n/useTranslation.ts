import { createContext, useContext } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

export interface TranslationValue {
  t: TFunction;
  i18n: Translator;
}

/** A fresh value per language or text change, so memoised children see that text changed. */
export function translationValue(): TranslationValue {
  return { t: (key, options) => i18n.t(key, options), i18n };
}

/**
 * The translator as context: `TranslationProvider` (app root) is the one subscriber to the
 * translator and hands every reader a new value when the language or a locale arrives. Each of
 * the ~190 components that read text used to subscribe on its own (a store subscription: a
 * state, a layout effect and a passive effect per component, on the first screen's mount too;
 * docs/decisions.md, issue 28). Without a provider (unit tests of one component) the text is
 * the language's at render time.
 */
export const TranslationContext = createContext<TranslationValue>(translationValue());

/** `t` for components: re-renders them when the language changes or a locale arrives. */
export function useTranslation(): TranslationValue {
  return useContext(TranslationContext);
}
