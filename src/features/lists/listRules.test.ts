import { describe, expect, it } from 'vitest';
import {
  canSaveList,
  emptyDraft,
  memberChanges,
  shownMembers,
  toggleMember,
  type MemberDraft,
} from './listRules';

const person = (id: string) => ({ id });

describe('list rules', () => {
  it('needs a non-blank title', () => {
    expect(canSaveList('')).toBe(false);
    expect(canSaveList('   ')).toBe(false);
    expect(canSaveList('Birders')).toBe(true);
  });

  it('takes a member out and puts them back', () => {
    const out = toggleMember(emptyDraft(), person('1'), true);
    expect(out).toEqual({ added: [], removed: ['1'] });
    expect(toggleMember(out, person('1'), true)).toEqual({ added: [], removed: [] });
  });

  it('adds someone found and drops them again', () => {
    const added = toggleMember(emptyDraft(), person('5'), false);
    expect(added).toEqual({ added: [person('5')], removed: [] });
    // Unticking an added person drops them, whatever the caller says of membership.
    expect(toggleMember(added, person('5'), true)).toEqual({ added: [], removed: [] });
  });

  it('shows the members read less the removed, then the added', () => {
    const draft: MemberDraft<{ id: string }> = { added: [person('9')], removed: ['2'] };
    expect(shownMembers([person('1'), person('2'), person('3')], draft).map((u) => u.id)).toEqual([
      '1',
      '3',
      '9',
    ]);
  });

  it('does not show an added person twice once a later page brings them as a member', () => {
    const draft: MemberDraft<{ id: string }> = { added: [person('3')], removed: [] };
    expect(shownMembers([person('1'), person('3')], draft).map((u) => u.id)).toEqual(['1', '3']);
  });

  it('sends only what changed, whatever pages were read', () => {
    let draft = toggleMember(emptyDraft(), person('4'), false);
    draft = toggleMember(draft, person('1'), true);
    expect(memberChanges(draft)).toEqual({ add: ['4'], remove: ['1'] });
    expect(memberChanges(emptyDraft())).toEqual({ add: [], remove: [] });
  });
});
