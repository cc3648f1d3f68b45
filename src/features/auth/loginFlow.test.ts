import { describe, expect, it } from 'vitest';
import { INITIAL_LOGIN_FLOW, loginFlowReducer, visibleStrategy } from './loginFlow';

describe('login strategy', () => {
  it('starts on the configured strategy', () => {
    expect(visibleStrategy(INITIAL_LOGIN_FLOW, 'password')).toBe('password');
    expect(visibleStrategy(INITIAL_LOGIN_FLOW, 'token')).toBe('token');
    expect(visibleStrategy(INITIAL_LOGIN_FLOW, 'anything else')).toBe('password');
  });

  it('moves to TOTP on mfa_required, swaps to recovery and back', () => {
    const totp = loginFlowReducer(INITIAL_LOGIN_FLOW, { type: 'mfa-required', mfaToken: 'm' });
    expect(totp).toEqual({ step: 'totp', mfaToken: 'm' });
    const recovery = loginFlowReducer(totp, { type: 'use-recovery' });
    expect(recovery).toEqual({ step: 'recovery', mfaToken: 'm' });
    expect(loginFlowReducer(recovery, { type: 'use-totp' })).toEqual(totp);
    expect(visibleStrategy(recovery, 'token')).toBe('recovery');
  });

  it('cancel and success reset to the start', () => {
    const totp = loginFlowReducer(INITIAL_LOGIN_FLOW, { type: 'mfa-required', mfaToken: 'm' });
    expect(loginFlowReducer(totp, { type: 'cancel' })).toEqual(INITIAL_LOGIN_FLOW);
    expect(loginFlowReducer(totp, { type: 'success' })).toEqual(INITIAL_LOGIN_FLOW);
  });

  it('cannot swap to a second factor without a challenge', () => {
    expect(loginFlowReducer(INITIAL_LOGIN_FLOW, { type: 'use-recovery' })).toBe(INITIAL_LOGIN_FLOW);
  });
});
