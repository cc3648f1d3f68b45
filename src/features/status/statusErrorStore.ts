import { create } from 'zustand';
import { isApiError } from '../../api';
import type { TFunction } from '../../i18n/translator';

/** Every action whose failure lands on its status; the message names it (issue 24). */
export type StatusAction =
  | 'favourite'
  | 'unfavourite'
  | 'repeat'
  | 'unrepeat'
  | 'bookmark'
  | 'unbookmark'
  | 'pin'
  | 'unpin'
  | 'mute_conversation'
  | 'unmute_conversation'
  | 'delete'
  | 'react'
  | 'unreact'
  | 'vote'
  | 'translate';

export interface StatusError {
  action: StatusAction;
  /** The server's own error text, when it sent one. */
  text: string | null;
  messageKey: string;
  messageArgs: Record<string, string | number>;
}

interface StatusErrorState {
  errors: Record<string, StatusError>;
  set: (id: string, error: StatusError) => void;
  clear: (id: string) => void;
}

/** Document 2 §4: a failed action shows a dismissable error on its status until the next success. */
export const useStatusErrorStore = create<StatusErrorState>((set) => ({
  errors: {},
  set: (id, error) => set((s) => ({ errors: { ...s.errors, [id]: error } })),
  clear: (id) =>
    set((s) => {
      if (!(id in s.errors)) return s;
      const { [id]: _gone, ...rest } = s.errors;
      return { errors: rest };
    }),
}));

export function toStatusError(action: StatusAction, error: unknown): StatusError {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | null;
    return {
      action,
      text: body && typeof body.error === 'string' ? body.error : null,
      messageKey: error.messageKey,
      messageArgs: error.messageArgs,
    };
  }
  return { action, text: null, messageKey: 'common.error_generic', messageArgs: {} };
}

/** "Could not bookmark: Service unavailable": the action, then the server's words or ours. */
export function statusErrorMessage(error: StatusError, t: TFunction): string {
  return t(`status.action_failed.${error.action}`, {
    error: error.text ?? t(error.messageKey, error.messageArgs),
  });
}
