// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { watchHookSlots } from '../../../test/hookSlots';
import { useInstanceStore } from '../instance/instanceStore';
import { usePreference, usePreferencesStore } from './preferences';

function MaxThumbnails() {
  return <p>{usePreference('maxThumbnails')}</p>;
}

describe('usePreference', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    act(() => {
      usePreferencesStore.setState({ values: {} });
      useInstanceStore.setState({ config: {} });
    });
  });

  it('holds one external-store read for the two stores, not one each (issue 28 item 1)', () => {
    const watch = watchHookSlots();
    stop = watch.stop;
    render(<MaxThumbnails />);
    // compat's useSyncExternalStore is three hooks; two reads were six.
    expect(watch.slots.get('MaxThumbnails')).toEqual([3]);
  });

  it("follows the instance's configured default, then the user's own choice over it", () => {
    render(<MaxThumbnails />);
    const before = Number(screen.getByRole('paragraph').textContent);
    act(() => useInstanceStore.setState({ config: { maxThumbnails: before + 2 } }));
    expect(screen.getByRole('paragraph').textContent).toBe(String(before + 2));
    act(() => usePreferencesStore.getState().set({ maxThumbnails: before + 5 }));
    expect(screen.getByRole('paragraph').textContent).toBe(String(before + 5));
  });
});
