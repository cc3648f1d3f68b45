import { describe, expect, it } from 'vitest';
import { normaliseUser } from '../../api';
import { groupStaff, nicknameFromActorId } from './useStaff';

describe('staff helpers', () => {
  it('takes the nickname from an actor id', () => {
    expect(nicknameFromActorId('https://petrel.example/users/marisol')).toBe('marisol');
    expect(nicknameFromActorId('https://petrel.example/users/tobias/')).toBe('tobias');
  });

  it('puts admins first, then moderators, and leaves members out', () => {
    const users = [
      normaliseUser({ id: '1', acct: 'mod', pleroma: { is_moderator: true } }),
      normaliseUser({ id: '2', acct: 'boss', pleroma: { is_admin: true } }),
      normaliseUser({ id: '3', acct: 'someone' }),
    ];
    const { admins, moderators } = groupStaff(users);
    expect(admins.map((u) => u.screen_name)).toEqual(['boss']);
    expect(moderators.map((u) => u.screen_name)).toEqual(['mod']);
  });
});
