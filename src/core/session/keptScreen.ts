/**
 * The first screen kept from the last visit (issue 27's repeat visit): the landing timeline's
 * markup as the reader left it, per account, painted on the next visit before the app mounts
 * (`src/app/startup/paintKept.ts`). The app writes it (`src/app/startup/keepFirstScreen.ts`)
 * and removes it with the account (`src/core/offline/forgetAccount.ts`). It never holds the
 * token: only the page's markup, the theme's variables and the rows' ids.
 */

export interface KeptScreen {
  /** The page it was taken on (`/main/all`): only that page paints it. */
  path: string;
  /** The top-level rows' ids in order: the timeline's first page opens at them. */
  ids: string[];
  /** The app root's markup, rows below the first screen left out. */
  html: string;
  /** The root element's style attribute (the theme's variables) when it was taken. */
  vars: string;
  /** When it was taken (ms since the epoch). */
  at: number;
}

/**
 * How long a kept screen stays worth painting. A reader back within the hour goes on where they
 * were, newer posts behind the load button; after longer, the page opens at the newest posts as
 * a first visit does, and rows that may all have left the first page are not shown for a moment.
 */
export const KEPT_SCREEN_MAX_AGE_MS = 60 * 60 * 1000;

const PREFIX = 'petrel:first-screen:';

/** Per account; signed out, the server's own public screen (key ''). */
export function keptScreenKey(accountKey: string | null): string {
  return `${PREFIX}${accountKey ?? ''}`;
}

/** A page's path as the kept screen compares it. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

function strings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

/** The account's kept screen for this page, or null (none, another page, unreadable). */
export function readKeptScreen(
  storage: Pick<Storage, 'getItem'>,
  accountKey: string | null,
  pathname: string,
  now: number,
): KeptScreen | null {
  try {
    const kept = JSON.parse(storage.getItem(keptScreenKey(accountKey)) ?? 'null') as unknown;
    if (typeof kept !== 'object' || kept === null) return null;
    const { path, ids, html, vars, at } = kept as Record<string, unknown>;
    if (path !== pagePath(pathname) || !strings(ids) || ids.length === 0) return null;
    if (typeof html !== 'string' || typeof vars !== 'string') return null;
    if (typeof at !== 'number' || now - at > KEPT_SCREEN_MAX_AGE_MS || at > now) return null;
    return { path, ids, html, vars, at };
  } catch {
    return null;
  }
}
