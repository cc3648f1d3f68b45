import { create } from 'zustand';
import { isApiError } from '../../api';

export interface StatusError {
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

export function toStatusError(error: unknown): StatusError {
  if (isApiError(error)) {
    const body = error.body as { error?: unknown } | null;
    return {
      text: body && typeof body.error === 'string' ? body.error : null,
      messageKey: error.messageKey,
      messageArgs: error.messageArgs,
    };
  }
  return { text: null, messageKey: 'common.error_generic', messageArgs: {} };
}
