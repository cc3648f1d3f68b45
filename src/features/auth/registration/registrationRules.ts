/** Registration rules of document 1 §5, as pure functions the form and its tests share. */

export interface RegistrationValues {
  username: string;
  fullname: string;
  email: string;
  bio: string;
  password: string;
  confirm: string;
  reason: string;
  language: string;
  token: string;
  captchaSolution: string;
}

export interface RegistrationNeeds {
  /** The instance requires account activation (by email). */
  emailRequired: boolean;
  /** The instance requires approval, so a reason is asked for. */
  reasonRequired: boolean;
  /**
   * The server takes a display name and a bio at sign-up (the Pleroma family); Mastodon and
   * GoToSocial take neither, so neither is asked for there.
   */
  profileFields: boolean;
}

export type RegistrationField =
  'username' | 'fullname' | 'email' | 'password' | 'confirm' | 'reason';
export type RegistrationProblem = 'required' | 'mismatch';
export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  username: '',
  fullname: '',
  email: '',
  bio: '',
  password: '',
  confirm: '',
  reason: '',
  language: '',
  token: '',
  captchaSolution: '',
};

/** Username and full name are trimmed; nothing else is touched (passwords keep their spaces). */
export function trimRegistration(values: RegistrationValues): RegistrationValues {
  return { ...values, username: values.username.trim(), fullname: values.fullname.trim() };
}

export function validateRegistration(
  values: RegistrationValues,
  needs: RegistrationNeeds,
): RegistrationProblems {
  const v = trimRegistration(values);
  const problems: RegistrationProblems = {};
  if (v.username === '') problems.username = 'required';
  if (needs.profileFields && v.fullname === '') problems.fullname = 'required';
  if (needs.emailRequired && v.email.trim() === '') problems.email = 'required';
  if (v.password === '') problems.password = 'required';
  if (v.confirm === '') problems.confirm = 'required';
  else if (v.confirm !== v.password) problems.confirm = 'mismatch';
  if (needs.reasonRequired && v.reason.trim() === '') problems.reason = 'required';
  return problems;
}

export function isValidRegistration(problems: RegistrationProblems): boolean {
  return Object.keys(problems).length === 0;
}
