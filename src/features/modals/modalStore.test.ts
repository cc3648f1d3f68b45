import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from './modalStore';

describe('modal store', () => {
  beforeEach(() => useModalStore.setState({ settings: 'hidden', moderation: 'hidden' }));

  it('opens, peeks between visible and minimized, and closes from any state', () => {
    const s = () => useModalStore.getState();
    s().open('settings');
    expect(s().settings).toBe('visible');
    s().peek('settings');
    expect(s().settings).toBe('minimized');
    s().peek('settings');
    expect(s().settings).toBe('visible');
    s().peek('settings');
    s().close('settings');
    expect(s().settings).toBe('hidden');
    expect(s().moderation).toBe('hidden');
  });

  it('refuses to peek a hidden modal', () => {
    expect(() => useModalStore.getState().peek('moderation')).toThrow(/hidden/);
  });
});
