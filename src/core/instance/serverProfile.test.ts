import { describe, expect, it } from 'vitest';
import { landingPlan, SERVER_PROFILES_KEY as EARLY_KEY } from '../../api/early/landingPlan';
import { UNKNOWN_SERVER } from './useServerFeatures';
import {
  rememberedNodeinfo,
  rememberedPleromaFiles,
  rememberProfile,
  SERVER_PROFILES_KEY,
} from './serverProfile';

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const akkoma = { ...UNKNOWN_SERVER, software: 'akkoma', softwareVersion: '3.13', pleromaApi: true };
const mastodon = { ...UNKNOWN_SERVER, software: 'mastodon', softwareVersion: '4.2.0' };

describe('server profile', () => {
  it('knows nothing of a server never read', () => {
    expect(rememberedPleromaFiles(memory(), 'https://a.example')).toBeNull();
    expect(rememberedPleromaFiles(null, 'https://a.example')).toBeNull();
  });

  it('remembers each server apart, by its origin', () => {
    const storage = memory();
    rememberProfile(storage, 'https://a.example/', akkoma);
    rememberProfile(storage, 'https://m.example', mastodon);
    expect(rememberedPleromaFiles(storage, 'https://a.example')).toBe(true);
    expect(rememberedPleromaFiles(storage, 'https://m.example/')).toBe(false);
  });

  it('learns nothing from an instance that did not answer', () => {
    const storage = memory();
    rememberProfile(storage, 'https://m.example', mastodon);
    rememberProfile(storage, 'https://m.example', UNKNOWN_SERVER);
    expect(rememberedPleromaFiles(storage, 'https://m.example')).toBe(false);
  });

  it('remembers where nodeinfo was found, and keeps it when a visit did not say', () => {
    const storage = memory();
    const gotosocial = { ...mastodon, software: 'gotosocial', softwareVersion: '0.19.2' };
    expect(rememberedNodeinfo(storage, 'https://g.example')).toBeNull();
    rememberProfile(storage, 'https://g.example', gotosocial, 'https://g.example/nodeinfo/2.0');
    expect(rememberedNodeinfo(storage, 'https://g.example/')).toBe(
      'https://g.example/nodeinfo/2.0',
    );
    rememberProfile(storage, 'https://g.example', gotosocial);
    expect(rememberedNodeinfo(storage, 'https://g.example')).toBe('https://g.example/nodeinfo/2.0');
    const plan = landingPlan({ pathname: '/main/all', origin: 'https://g.example' }, storage);
    expect(plan.nodeinfo?.url).toBe('https://g.example/nodeinfo/2.0');
  });

  it('reads broken storage as a first visit', () => {
    const storage = memory();
    storage.setItem(SERVER_PROFILES_KEY, '{not json');
    expect(rememberedPleromaFiles(storage, 'https://a.example')).toBeNull();
  });

  it('is what the early script reads: no styles index on a server known to lack it', () => {
    expect(EARLY_KEY).toBe(SERVER_PROFILES_KEY);
    const origin = 'https://m.example';
    const storage = memory();
    const plan = () => landingPlan({ pathname: '/main/all', origin }, storage);
    expect(plan().styles).toBeNull();
    expect(plan().decide?.styles.url).toBe(`${origin}/static/styles.json`);
    rememberProfile(storage, origin, mastodon);
    expect(plan().styles).toBeNull();
    expect(plan().timeline).not.toBeNull();
    expect(plan().decide).toBeNull();
    rememberProfile(storage, origin, akkoma);
    expect(plan().styles?.url).toBe(`${origin}/static/styles.json`);
  });
});
