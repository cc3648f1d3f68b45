import { isApiError } from '../../api';
import type { TFunction } from '../../i18n/translator';

/** A message the form shows as 'Error: {message}': an i18n key with arguments, or server text. */
export type ComposerError =
  | {
      kind: 'key';
      key: string;
      args?: Record<string, string | number>;
      /** A complaint about the form itself (empty post, bad poll): the next change answers it. */
      untilChange?: boolean;
    }
  | { kind: 'text'; text: string };

/** What is left of an error once the person changes the form. */
export function errorAfterChange(error: ComposerError | null): ComposerError | null {
  return error?.kind === 'key' && error.untilChange ? null : error;
}

/** Post errors show the response's error field (document 2 §8), else the catalogue wording. */
export function errorFromApi(error: unknown): ComposerError {
  if (isApiError(error)) {
    if (error.serverMessage) return { kind: 'text', text: error.serverMessage };
    return { kind: 'key', key: error.messageKey, args: error.messageArgs };
  }
  return { kind: 'key', key: 'common.error_generic' };
}

export function errorText(error: ComposerError, t: TFunction): string {
  return error.kind === 'text' ? error.text : t(error.key, error.args);
}
