import type { ApiClient } from './http';
import { asString, isRecord } from './normalise/read';

/**
 * The settings profile sync's calls (document 3 §3), apart from the other account settings
 * calls (accountSettings.ts): the sync runs on every signed-in home, the rest only in the
 * settings modal, and the build puts a module with all its used exports in one chunk.
 */

const rec = (v: unknown): Record<string, unknown> => (isRecord(v) ? v : {});

/** Document 3 §3: a server-synchronised settings profile. */
export interface SettingsProfile {
  settings: Record<string, unknown>;
  version: number;
}

const PROFILES = '/api/v1/akkoma/frontend_settings/pleroma-fe';

export async function listSettingsProfiles(
  client: ApiClient,
): Promise<{ name: string; version: number }[]> {
  const wire = await client.get(PROFILES);
  return (Array.isArray(wire) ? wire : []).filter(isRecord).map((p) => ({
    name: asString(p['name']),
    version: typeof p['version'] === 'number' ? p['version'] : 0,
  }));
}

export async function fetchSettingsProfile(
  client: ApiClient,
  name: string,
): Promise<SettingsProfile> {
  const wire = rec(await client.get(`${PROFILES}/${encodeURIComponent(name)}`));
  return {
    settings: rec(wire['settings']),
    version: typeof wire['version'] === 'number' ? wire['version'] : 0,
  };
}

export async function saveSettingsProfile(
  client: ApiClient,
  name: string,
  profile: SettingsProfile,
): Promise<void> {
  await client.put(`${PROFILES}/${encodeURIComponent(name)}`, {
    body: { settings: profile.settings, version: profile.version },
  });
}

export async function deleteSettingsProfile(client: ApiClient, name: string): Promise<void> {
  await client.del(`${PROFILES}/${encodeURIComponent(name)}`);
}
