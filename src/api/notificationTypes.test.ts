import { describe, expect, it } from 'vitest';
import { needsStatus, NOTIFICATION_TYPES, notificationType, wireTypes } from './notificationTypes';

describe('NOTIFICATION_TYPES', () => {
  it('reads each wire name and alias back as its type', () => {
    for (const [type, facts] of Object.entries(NOTIFICATION_TYPES)) {
      if (facts.wire !== null) expect(notificationType(facts.wire)).toBe(type);
      for (const alias of facts.aliases) expect(notificationType(alias)).toBe(type);
    }
  });

  it('gives no two types the same name', () => {
    const names = Object.values(NOTIFICATION_TYPES).flatMap((f) => [f.wire, ...f.aliases]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("needs a status for the spec's status types only", () => {
    const needing = Object.entries(NOTIFICATION_TYPES)
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
