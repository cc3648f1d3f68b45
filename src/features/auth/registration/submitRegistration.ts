import {
  isApiError,
  registerAccount,
  requestClientToken,
  type Captcha,
  type RegistrationOutcome,
} from '../../../api';
import { api } from '../../../core/client';
import { ensureApp, oauthRedirectUri } from '../../../core/session/appCredentials';
import { completeSignIn } from '../../../core/session/completeSignIn';
import type { RegistrationValues } from './registrationRules';
import { trimRegistration } from './registrationRules';
import { registrationErrorMessages } from './serverErrors';

export type RegistrationResult =
  | RegistrationOutcome
  /** `messages` are the server's, as sentences; empty means only the generic text fits. */
  | { type: 'failed'; messages: string[]; error: unknown };

/** Sign-up (document 1 §4): an app token, the payload, then sign-in when a session came back. */
export async function submitRegistration(
  values: RegistrationValues,
  captcha: Captcha,
): Promise<RegistrationResult> {
  const v = trimRegistration(values);
  try {
    const app = await ensureApp();
    const appToken = await requestClientToken(api, app, oauthRedirectUri());
    if (appToken.type !== 'token') {
      return {
        type: 'failed',
        messages: appToken.type === 'refused' && appToken.message ? [appToken.message] : [],
        error: appToken,
      };
    }
    const outcome = await registerAccount(api, appToken.accessToken, {
      username: v.username,
      fullname: v.fullname,
      email: v.email.trim(),
      password: v.password,
      confirm: v.confirm,
      bio: v.bio,
      reason: v.reason.trim(),
      language: v.language,
      token: v.token,
      captcha_solution: captcha.kind === 'image' ? v.captchaSolution.trim() : '',
      captcha_token: captcha.kind === 'image' ? captcha.token : '',
      captcha_answer_data: captcha.kind === 'image' ? captcha.answerData : '',
    });
    if (outcome.type === 'signed-in') await completeSignIn(outcome.accessToken);
    return outcome;
  } catch (error) {
    console.warn('Registration failed', error);
    const messages = isApiError(error) ? registrationErrorMessages(error.body) : [];
    return { type: 'failed', messages, error };
  }
}
