import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  isValidRegistration,
  trimRegistration,
  validateRegistration,
} from './registrationRules';

const open = { emailRequired: false, reasonRequired: false, profileFields: true };
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
    expect(validateRegistration(filled, { ...open, emailRequired: true })).toEqual({
      email: 'required',
    });
    expect(validateRegistration(filled, { ...open, reasonRequired: true })).toEqual({
      reason: 'required',
    });
    expect(
      validateRegistration(
        { ...filled, email: 'a@b.example', reason: 'I garden' },
        { ...open, emailRequired: true, reasonRequired: true },
      ),
    ).toEqual({});
  });

  it('asks no display name where the server takes none (Mastodon, GoToSocial)', () => {
    const plain = { ...open, profileFields: false };
    expect(validateRegistration({ ...filled, fullname: '' }, plain)).toEqual({});
    expect(validateRegistration({ ...filled, fullname: '' }, open)).toEqual({
      fullname: 'required',
    });
  });
});
