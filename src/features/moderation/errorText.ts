import { isApiError } from '../../api';

type Translate = (key: string, args?: Record<string, string | number>) => string;

/** The server's own words when it gave some, else the client's catalogue text. */
export function errorText(error: unknown, t: Translate): string {
  if (isApiError(error)) return error.serverMessage ?? t(error.messageKey, error.messageArgs);
  return error instanceof Error ? error.message : String(error);
}
