import { isApiError } from '../../../api';

/** Document 1 §4, Password reset: idle, pending, success (204), throttled (429) or error. */
export type PasswordResetStatus = 'idle' | 'pending' | 'success' | 'throttled' | 'error';

export function statusAfterFailure(error: unknown): PasswordResetStatus {
  return isApiError(error) && error.status === 429 ? 'throttled' : 'error';
}

/** Which screen shows: without a mailer nothing can be sent, so there is no form. */
export function passwordResetView(
  mailerEnabled: boolean,
  status: PasswordResetStatus,
): 'mailer-disabled' | 'form' | 'success' | 'throttled' {
  if (!mailerEnabled) return 'mailer-disabled';
  if (status === 'success') return 'success';
  if (status === 'throttled') return 'throttled';
  return 'form';
}
