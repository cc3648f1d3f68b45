import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  isValidRegistration,
  trimRegistration,
  validateRegistration,
} from './registrationRules';

const open = { emailRequired: false, reasonRequired: false };
const filled = {
  ...EMPTY_REGISTRATION,
  username: 'newbie',
  fullname: 'New Bie',
  password: 'secret',
  confirm: 'secret',
};

describe('registration rules', () => {
  it('requires username, full name, password and confirmation', () => {
    expect(validateRegistration(EMPTY_REGISTRATION, open)).toEqual({
      username: 'required',
      fullname: 'required',
      password: 'required',
      confirm: 'required',
    });
    expect(isValidRegistration(validateRegistration(filled, open))).toBe(true);
  });

  it('treats blank-only names as empty, and trims them', () => {
    expect(validateRegistration({ ...filled, username: '   ' }, open)).toEqual({
      username: 'required',
    });
    expect(
      trimRegistration({ ...filled, username: ' newbie ', fullname: ' N ', password: ' p ' }),
    ).toMatchObject({ username: 'newbie', fullname: 'N', password: ' p ' });
  });

  it('asks for the same password twice', () => {
    expect(validateRegistration({ ...filled, confirm: 'other' }, open)).toEqual({
      confirm: 'mismatch',
    });
  });

  it('needs email only with activation, and a reason only with approval', () => {
    expect(validateRegistration(filled, { emailRequired: true, reasonRequired: false })).toEqual({
      email: 'required',
    });
    expect(validateRegistration(filled, { emailRequired: false, reasonRequired: true })).toEqual({
      reason: 'required',
    });
    expect(
      validateRegistration(
        { ...filled, email: 'a@b.example', reason: 'I garden' },
        { emailRequired: true, reasonRequired: true },
      ),
    ).toEqual({});
  });
});
