import { create } from 'zustand';
import type { InstanceSettings, StickerPack } from '../../api';

/** Frontend configuration: /static/config.json overridden by the backend's pleroma_fe values. */
export type FrontendConfig = Record<string, unknown>;

interface InstanceState {
  settings: InstanceSettings | null;
  config: FrontendConfig;
  tos: string | null;
  panel: string | null;
  stickers: StickerPack[];
}

export const useInstanceStore = create<InstanceState>(() => ({
  settings: null,
  config: {},
  tos: null,
  panel: null,
  stickers: [],
}));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The backend's `pleroma_fe` settings win over /static/config.json (document 1 §4). */
export function mergeFrontendConfig(
  staticConfig: FrontendConfig,
  frontends: Record<string, unknown>,
): FrontendConfig {
  const backendConfig = isRecord(frontends['pleroma_fe']) ? frontends['pleroma_fe'] : {};
  return { ...staticConfig, ...backendConfig };
}

export function configString(config: FrontendConfig, key: string, fallback: string): string {
  const value = config[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export function configBoolean(config: FrontendConfig, key: string, fallback: boolean): boolean {
  const value = config[key];
  return typeof value === 'boolean' ? value : fallback;
}
