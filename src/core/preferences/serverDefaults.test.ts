import { describe, expect, it } from 'vitest';
import { instanceDefault } from './preferences';
import { serverDefault } from './serverDefaults';

describe('serverDefault', () => {
  it('collapses posts with a subject outside the Pleroma family', () => {
    expect(serverDefault('collapseMessageWithSubject', false, false)).toBe(true);
  });

  it("keeps the spec's default on the Pleroma family and before the server is read", () => {
    expect(serverDefault('collapseMessageWithSubject', false, true)).toBe(false);
    expect(serverDefault('collapseMessageWithSubject', false, undefined)).toBe(false);
  });

  it('leaves every other default alone', () => {
    expect(serverDefault('hideNsfw', true, false)).toBe(true);
    expect(serverDefault('modalOnDelete', true, false)).toBe(true);
  });
});

describe('instanceDefault', () => {
  it("lets an instance's configured default win over Petrel's per-server one", () => {
    expect(instanceDefault('collapseMessageWithSubject', undefined, false)).toBe(true);
    expect(instanceDefault('collapseMessageWithSubject', false, false)).toBe(false);
    expect(instanceDefault('collapseMessageWithSubject', true, true)).toBe(true);
    expect(instanceDefault('collapseMessageWithSubject', 'yes', true)).toBe(false);
  });
});
