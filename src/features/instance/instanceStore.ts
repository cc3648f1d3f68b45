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

export function configString(config: FrontendConfig, key: string, fallback: string): string {
  const value = config[key];
  return typeof value === 'string' && value !== '' ? value : fallback;
}

export function configBoolean(config: FrontendConfig, key: string, fallback: boolean): boolean {
  const value = config[key];
  return typeof value === 'boolean' ? value : fallback;
}
