import { describe, expect, it } from 'vitest';
import * as rules from './listRules';

const person = (id: string) => ({ id });

describe('list rules', () => {
  it('needs a non-blank title', () => {
    expect(rules.canSaveList('')).toBe(false);
    expect(rules.canSaveList('   ')).toBe(false);
    expect(rules.canSaveList('Birders')).toBe(true);
  });

  it('takes a member out and puts them back', () => {
    const out = rules.toggleMember(rules.emptyDraft(), person('1'), true);
    expect(out).toEqual({ added: [], removed: ['1'] });
    expect(rules.toggleMember(out, person('1'), true)).toEqual({ added: [], removed: [] });
  });

  it('adds someone found and drops them again', () => {
    const added = rules.toggleMember(rules.emptyDraft(), person('5'), false);
    expect(added).toEqual({ added: [person('5')], removed: [] });
    // Unticking an added person drops them, whatever the caller says of membership.
    expect(rules.toggleMember(added, person('5'), true)).toEqual({ added: [], removed: [] });
  });

  it('shows the members read less the removed, then the added', () => {
    const draft: rules.MemberDraft<{ id: string }> = { added: [person('9')], removed: ['2'] };
    expect(
      rules.shownMembers([person('1'), person('2'), person('3')], draft).map((u) => u.id),
    ).toEqual(['1', '3', '9']);
  });

  it('does not show an added person twice once a later page brings them as a member', () => {
    const draft: rules.MemberDraft<{ id: string }> = { added: [person('3')], removed: [] };
    expect(rules.shownMembers([person('1'), person('3')], draft).map((u) => u.id)).toEqual([
      '1',
      '3',
    ]);
  });

  it('sends only what changed, whatever pages were read', () => {
    let draft = rules.toggleMember(rules.emptyDraft(), person('4'), false);
    draft = rules.toggleMember(draft, person('1'), true);
    expect(rules.memberChanges(draft)).toEqual({ add: ['4'], remove: ['1'] });
    expect(rules.memberChanges(rules.emptyDraft())).toEqual({ add: [], remove: [] });
  });
});
