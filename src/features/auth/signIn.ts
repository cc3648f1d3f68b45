/**
 * The sign-in actions. The sidebar's form loads this file on submit, so none of it weighs on
 * the first visit.
 */
import {
  answerMfaChallenge,
  authorizeUrl,
  exchangeAuthorizationCode,
  requestPasswordToken,
  type MfaChallengeType,
  type TokenOutcome,
} from '../../api';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { api } from '../../core/client';
import { ensureApp, oauthRedirectUri } from '../../core/session/appCredentials';
import { completeSignIn } from '../../core/session/completeSignIn';
import { useLoginFlowStore } from './loginFlowStore';
import { rememberPasswordGrantRefused } from './passwordGrant';
import { useSessionStore } from '../../core/session/sessionStore';
import { loginFailureMessage, tokenRefusalMessage, type LoginMessage } from './loginMessages';

export type SignInResult =
  | { type: 'signed-in' }
  | { type: 'second-factor' }
  | { type: 'password-reset-required' }
  | { type: 'failed'; message: LoginMessage };

/**
 * Document 1 §4: the strategy 'can become token'. A server without the password grant signs
 * people in on its own page, so that becomes this instance's login method for the session;
 * the error says why the form changed. Kept here so the first visit carries none of it.
 */
async function switchToTokenStrategy(): Promise<void> {
  // The message's text lives with the access screens, a chunk of its own.
  await import('./screenText');
  rememberPasswordGrantRefused(useSessionStore.getState().instanceUrl);
  useInstanceStore.setState((s) => ({ config: { ...s.config, loginMethod: 'token' } }));
  useLoginFlowStore.getState().dispatch({ type: 'cancel' });
}

async function afterToken(outcome: TokenOutcome): Promise<SignInResult> {
  const flow = useLoginFlowStore.getState();
  switch (outcome.type) {
    case 'mfa-required':
      flow.dispatch({ type: 'mfa-required', mfaToken: outcome.mfaToken });
      return { type: 'second-factor' };
    case 'password-reset-required':
      flow.dispatch({ type: 'cancel' });
      return { type: 'password-reset-required' };
    case 'grant-unsupported':
      await switchToTokenStrategy();
      return { type: 'failed', message: { key: 'authScreens.oauth.password_unsupported' } };
    case 'refused':
      return { type: 'failed', message: tokenRefusalMessage(outcome.message) };
    case 'token':
      try {
        await completeSignIn(outcome.accessToken);
      } catch (error) {
        return { type: 'failed', message: loginFailureMessage(error, 'verify') };
      }
      flow.dispatch({ type: 'success' });
      return { type: 'signed-in' };
  }
}

/** Runs one step with the pending flag, and leaves its error (if any) in the flow store. */
async function step(run: () => Promise<TokenOutcome>): Promise<SignInResult> {
  const flow = useLoginFlowStore.getState();
  flow.setPending(true);
  flow.setError(null);
  let result: SignInResult;
  try {
    result = await afterToken(await run());
  } catch (error) {
    result = { type: 'failed', message: loginFailureMessage(error, 'token') };
  }
  useLoginFlowStore.getState().setPending(false);
  if (result.type === 'failed') useLoginFlowStore.getState().setError(result.message);
  return result;
}

export function signInWithPassword(username: string, password: string): Promise<SignInResult> {
  return step(async () => requestPasswordToken(api, await ensureApp(), username, password));
}

export function answerSecondFactor(code: string, type: MfaChallengeType): Promise<SignInResult> {
  const mfaToken = useLoginFlowStore.getState().mfaToken ?? '';
  return step(async () => answerMfaChallenge(api, await ensureApp(), { mfaToken, code, type }));
}

/** The token strategy: leave for the instance's own sign-in page. */
export async function startTokenSignIn(): Promise<SignInResult | null> {
  const flow = useLoginFlowStore.getState();
  flow.setPending(true);
  try {
    const app = await ensureApp();
    window.location.assign(authorizeUrl(api, app, oauthRedirectUri()));
    return null;
  } catch (error) {
    const message = loginFailureMessage(error, 'token');
    useLoginFlowStore.getState().setPending(false);
    useLoginFlowStore.getState().setError(message);
    return { type: 'failed', message };
  }
}

/** Back from the instance with `?code=`: exchange it for a token and sign in. */
export function finishTokenSignIn(code: string): Promise<SignInResult> {
  return step(async () =>
    exchangeAuthorizationCode(api, await ensureApp(), code, oauthRedirectUri()),
  );
}
