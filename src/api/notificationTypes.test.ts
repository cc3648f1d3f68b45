import { describe, expect, it } from 'vitest';
import { NOTIFICATION_REGISTRY } from '../lib/notificationRegistry';
import { needsStatus, notificationType, wireTypes } from './notificationTypes';

describe('the wire names of the notification registry', () => {
  it('reads each wire name and alias back as its type', () => {
    for (const [type, facts] of Object.entries(NOTIFICATION_REGISTRY)) {
      if (facts.wire !== null) expect(notificationType(facts.wire)).toBe(type);
      for (const alias of facts.aliases) expect(notificationType(alias)).toBe(type);
    }
  });

  it('gives no two types the same name', () => {
    const names = Object.values(NOTIFICATION_REGISTRY).flatMap((f): (string | null)[] => [
      f.wire,
      ...f.aliases,
    ]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("needs a status for the spec's status types only", () => {
    const needing = Object.entries(NOTIFICATION_REGISTRY)
      .filter(([, facts]) => facts.needsStatus)
      .map(([type]) => type);
    expect(needing.sort()).toEqual(['like', 'mention', 'pleroma:emoji_reaction', 'poll', 'repeat']);
    expect(needsStatus('like')).toBe(true);
    expect(needsStatus('follow')).toBe(false);
  });

  it("asks the server by Mastodon's names", () => {
    expect(wireTypes(['like', 'repeat', 'mention', 'unknown'])).toEqual([
      'favourite',
      'reblog',
      'mention',
    ]);
  });
});
