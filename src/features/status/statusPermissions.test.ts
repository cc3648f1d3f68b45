import { describe, expect, it } from 'vitest';
import type { Visibility } from '../../api/entities';
import { canDelete, canEdit, canPin, canQuote, canRedraft, canRepeat } from './statusPermissions';

const author = { id: 'A', rights: { admin: false, moderator: false } };
const other = { id: 'B', rights: { admin: false, moderator: false } };
const moderator = { id: 'M', rights: { admin: false, moderator: true } };
const admin = { id: 'X', rights: { admin: true, moderator: false } };
const post = (visibility: Visibility) => ({ user: { id: 'A' } as never, visibility });

describe('canRepeat', () => {
  it('allows public, unlisted and local posts to anyone signed in', () => {
    for (const v of ['public', 'unlisted', 'local'] as const)
      expect(canRepeat(post(v), other)).toBe(true);
  });
  it('allows private posts only to their author', () => {
    expect(canRepeat(post('private'), author)).toBe(true);
    expect(canRepeat(post('private'), other)).toBe(false);
  });
  it('never allows direct posts, nor visitors', () => {
    expect(canRepeat(post('direct'), author)).toBe(false);
    expect(canRepeat(post('public'), null)).toBe(false);
  });
});

describe('canPin', () => {
  it('allows own public and unlisted posts', () => {
    expect(canPin(post('public'), author)).toBe(true);
    expect(canPin(post('unlisted'), author)).toBe(true);
  });
  it('refuses other scopes and other people', () => {
    expect(canPin(post('private'), author)).toBe(false);
    expect(canPin(post('direct'), author)).toBe(false);
    expect(canPin(post('local'), author)).toBe(false);
    expect(canPin(post('public'), other)).toBe(false);
    expect(canPin(post('public'), admin)).toBe(false);
  });
});

describe('other permissions', () => {
  it('quote needs sign-in and an open scope', () => {
    expect(canQuote(post('public'), other)).toBe(true);
    expect(canQuote(post('private'), author)).toBe(false);
    expect(canQuote(post('public'), null)).toBe(false);
  });
  it('delete: author, moderator, admin', () => {
    expect(canDelete(post('public'), author, true)).toBe(true);
    expect(canDelete(post('public'), moderator, true)).toBe(true);
    expect(canDelete(post('public'), admin, true)).toBe(true);
    expect(canDelete(post('public'), other, true)).toBe(false);
    expect(canDelete(post('public'), null, true)).toBe(false);
  });

  it("staff delete others' posts only where the server allows it (issue 25)", () => {
    expect(canDelete(post('public'), author, false)).toBe(true);
    expect(canDelete(post('public'), moderator, false)).toBe(false);
    expect(canDelete(post('public'), admin, false)).toBe(false);
  });
  it('edit needs the author and editingAvailable; redraft the author', () => {
    expect(canEdit(post('public'), author, true)).toBe(true);
    expect(canEdit(post('public'), author, false)).toBe(false);
    expect(canEdit(post('public'), moderator, true)).toBe(false);
    expect(canRedraft(post('public'), author)).toBe(true);
    expect(canRedraft(post('public'), admin)).toBe(false);
  });
});
