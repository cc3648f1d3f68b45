import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { loginFailureMessage, tokenRefusalMessage } from './loginMessages';

const request = { method: 'GET', url: 'https://x/api/v1/accounts/verify_credentials' };
const apiError = (
  status: number,
  body: unknown = null,
  kind: ApiError['kind'] = 'unexpected-status',
) => new ApiError({ kind, status, body, request });

describe('login messages', () => {
  it("shows the server's refusal text, else the generic one", () => {
    expect(tokenRefusalMessage('Invalid credentials')).toEqual({ text: 'Invalid credentials' });
    expect(tokenRefusalMessage(null)).toEqual({ key: 'auth.login.error_other' });
  });

  it('reads a 401 on verification as wrong username or password', () => {
    expect(loginFailureMessage(apiError(401, null, 'unauthorized'), 'verify')).toEqual({
      key: 'auth.login.error_wrong',
    });
  });

  it('reads other verification errors as the generic error', () => {
    expect(loginFailureMessage(apiError(500, null, 'server-error'), 'verify')).toEqual({
      key: 'auth.login.error_other',
    });
    expect(loginFailureMessage(new Error('odd'), 'verify')).toEqual({
      key: 'auth.login.error_other',
    });
  });

  it('reads network failures the same at every stage', () => {
    const network = apiError(0, null, 'network');
    expect(loginFailureMessage(network, 'token')).toEqual({ key: 'auth.login.error_network' });
    expect(loginFailureMessage(network, 'verify')).toEqual({ key: 'auth.login.error_network' });
  });

  it("keeps a failed token call's server text", () => {
    expect(loginFailureMessage(apiError(502, { error: 'Bad gateway' }), 'token')).toEqual({
      text: 'Bad gateway',
    });
  });
});
