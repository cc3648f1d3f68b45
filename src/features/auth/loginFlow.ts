/**
 * The login strategy of document 1 §4 as a pure state machine. `start` is the configured
 * strategy (password, or token when the instance sends people to its own sign-in page);
 * `mfa_required` moves to TOTP, TOTP and recovery swap, cancel and success go back to start.
 */
export type LoginStep = 'start' | 'totp' | 'recovery';

export interface LoginFlowState {
  step: LoginStep;
  /** Proves the password step passed; the second-factor challenge sends it back. */
  mfaToken: string | null;
}

export type LoginFlowEvent =
  | { type: 'mfa-required'; mfaToken: string }
  | { type: 'use-recovery' }
  | { type: 'use-totp' }
  | { type: 'cancel' }
  | { type: 'success' };

export const INITIAL_LOGIN_FLOW: LoginFlowState = { step: 'start', mfaToken: null };

export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case 'mfa-required':
      return { step: 'totp', mfaToken: event.mfaToken };
    case 'use-recovery':
      return state.mfaToken ? { ...state, step: 'recovery' } : state;
    case 'use-totp':
      return state.mfaToken ? { ...state, step: 'totp' } : state;
    case 'cancel':
    case 'success':
      return INITIAL_LOGIN_FLOW;
  }
}

/** The strategy on screen: the configured one at the start, else the second-factor kind. */
export function visibleStrategy(
  state: LoginFlowState,
  loginMethod: string,
): 'password' | 'token' | 'totp' | 'recovery' {
  if (state.step !== 'start') return state.step;
  return loginMethod === 'token' ? 'token' : 'password';
}
