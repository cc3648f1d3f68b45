import type { ServerFeatures } from '../../api';

/**
 * What the last visit learnt of each server (software, version, where its nodeinfo is, and
 * whether it serves the Pleroma family's frontend files: /static/*.json, /instance/panel.html
 * and /api/pleroma/frontend_configurations), so the next start asks only what the server has
 * before its instance answer is in. The early script reads the same key itself
 * (`src/api/early/landingPlan.ts`; a test keeps the two in step).
 */
export const SERVER_PROFILES_KEY = 'petrel:server-profiles';

export interface RememberedProfile {
  software: string;
  version: string;
  pleromaFiles: boolean;
  /** Where nodeinfo was read (GoToSocial has no /nodeinfo/2.0.json): asked there next time. */
  nodeinfo?: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function readAll(storage: Storage): Record<string, RememberedProfile> {
  try {
    const raw: unknown = JSON.parse(storage.getItem(SERVER_PROFILES_KEY) ?? 'null');
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, RememberedProfile>)
      : {};
  } catch {
    return {};
  }
}

function origin(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Whether `server` serves the Pleroma family's files, or null when it was never read. */
export function rememberedPleromaFiles(storage: Storage | null, server: string): boolean | null {
  if (!storage) return null;
  const known = readAll(storage)[origin(server)]?.pleromaFiles;
  return typeof known === 'boolean' ? known : null;
}

/** Where the last visit read this server's nodeinfo, or null when it never did. */
export function rememberedNodeinfo(storage: Storage | null, server: string): string | null {
  if (!storage) return null;
  const known = readAll(storage)[origin(server)]?.nodeinfo;
  return typeof known === 'string' && known !== '' ? known : null;
}

/**
 * Only what the server itself answered: an unreadable instance (offline) teaches nothing.
 * Without a nodeinfo address (it came embedded in the page) the one known before is kept.
 */
export function rememberProfile(
  storage: Storage | null,
  server: string,
  features: ServerFeatures,
  nodeinfo?: string,
): void {
  if (!storage || features.software === '') return;
  const all = readAll(storage);
  const address = nodeinfo ?? all[origin(server)]?.nodeinfo;
  all[origin(server)] = {
    software: features.software,
    version: features.softwareVersion,
    pleromaFiles: features.pleromaApi,
    ...(address ? { nodeinfo: address } : {}),
  };
  try {
    storage.setItem(SERVER_PROFILES_KEY, JSON.stringify(all));
  } catch {
    // Full or refused storage: the next start asks as on a first visit.
  }
}

/** The page's storage, or null where reading it throws (a private window, blocked cookies). */
export function profileStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
