import { describe, expect, it } from 'vitest';
import type { User } from '../../api';
import { tryNormaliseUser } from '../../api/normalise/user';
import {
  canChangeRights,
  policyTagsFor,
  showsAdminMenu,
  tagPolicyAvailable,
  withActivation,
  withRight,
  withTag,
} from './adminRules';

const user = (over: Record<string, unknown> = {}): User => {
  const made = tryNormaliseUser({
    id: '1',
    acct: 'amara',
    username: 'amara',
    display_name: 'Amara',
    pleroma: { is_admin: false, is_moderator: false, tags: [] },
    ...over,
  });
  if (!made) throw new Error('test user did not normalise');
  return made;
};

describe('admin menu rules', () => {
  it('needs the TagPolicy for any policy tag', () => {
    expect(tagPolicyAvailable(['SimplePolicy', 'TagPolicy'])).toBe(true);
    expect(tagPolicyAvailable(['SimplePolicy'])).toBe(false);
    expect(policyTagsFor(user(), false)).toEqual([]);
  });

  it('offers subscription and quarantine tags for local users only', () => {
    const local = policyTagsFor(user(), true);
    expect(local).toContain('quarantine');
    expect(local).toContain('disable_any_subscription');
    const remote = policyTagsFor(user({ acct: 'kit@lichen.example' }), true);
    expect(remote).toEqual(['force_nsfw', 'strip_media', 'force_unlisted', 'sandbox']);
  });

  it('changes rights of local users only', () => {
    expect(canChangeRights(user())).toBe(true);
    expect(canChangeRights(user({ acct: 'kit@lichen.example' }))).toBe(false);
  });

  it('shows the menu to admins on other people only', () => {
    const admin = { id: '9', role: 'admin' as const };
    expect(showsAdminMenu(admin, { id: '1' })).toBe(true);
    expect(showsAdminMenu(admin, { id: '9' })).toBe(false);
    expect(showsAdminMenu({ id: '8', role: 'moderator' }, { id: '1' })).toBe(false);
    expect(showsAdminMenu(null, { id: '1' })).toBe(false);
  });

  it('derives the role from the rights after a change', () => {
    const mod = withRight(user(), 'moderator', true);
    expect(mod.role).toBe('moderator');
    expect(mod.rights).toEqual({ admin: false, moderator: true });
    expect(withRight(mod, 'admin', true).role).toBe('admin');
    expect(withRight(mod, 'moderator', false).role).toBe('member');
  });

  it('adds a tag once and removes it', () => {
    const tagged = withTag(withTag(user(), 'mrf_tag:sandbox', true), 'mrf_tag:sandbox', true);
    expect(tagged.tags).toEqual(['mrf_tag:sandbox']);
    expect(withTag(tagged, 'mrf_tag:sandbox', false).tags).toEqual([]);
  });

  it('flips activation both ways', () => {
    const off = withActivation(user(), false);
    expect(off).toMatchObject({ deactivated: true, is_active: false });
    expect(withActivation(off, true)).toMatchObject({ deactivated: false, is_active: true });
  });
});
