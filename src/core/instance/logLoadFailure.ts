import { isApiError } from '../../api';

const missingLogged = new Set<string>();

/**
 * Start-up files only Akkoma/Pleroma serve (config, frontend settings, panel, terms, stickers,
 * themes) are 404 elsewhere: expected, so said once per page at debug level (issue 25). Any
 * other failure is a warning.
 */
export function logLoadFailure(what: string, error: unknown): void {
  if (isApiError(error) && error.status === 404) {
    if (missingLogged.has(what)) return;
    missingLogged.add(what);
    console.debug(`[petrel] ${what} is not on this server`);
    return;
  }
  console.warn(`[petrel] ${what} failed to load`, error);
}

/** For tests. */
export function resetLoadFailureLog(): void {
  missingLogged.clear();
}
