import { describe, expect, it } from 'vitest';
import { fromServerSettings, shouldAdopt, toServerSettings } from './syncRules';

describe('settings sync rules', () => {
  it('adopts only a newer server version', () => {
    expect(shouldAdopt(3, 4)).toBe(true);
    expect(shouldAdopt(4, 4)).toBe(false);
    expect(shouldAdopt(5, 4)).toBe(false);
  });

  it("reads only this client's namespace and keys", () => {
    expect(
      fromServerSettings({
        streaming: false,
        petrel: { hideNsfw: false, somethingElse: 1, maxThumbnails: 'x' },
      }),
    ).toEqual({ hideNsfw: false });
    expect(fromServerSettings({ petrel: [1] })).toEqual({});
    expect(fromServerSettings(toServerSettings({ streaming: false }))).toEqual({
      streaming: false,
    });
  });
});
