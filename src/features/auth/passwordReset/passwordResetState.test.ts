import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api';
import { passwordResetView, statusAfterFailure } from './passwordResetState';

const request = { method: 'POST', url: 'https://x/auth/password' };

describe('password reset states', () => {
  it('reads 429 as throttled and everything else as a generic error', () => {
    expect(
      statusAfterFailure(new ApiError({ kind: 'rate-limited', status: 429, body: null, request })),
    ).toBe('throttled');
    expect(
      statusAfterFailure(new ApiError({ kind: 'network', status: 0, body: null, request })),
    ).toBe('error');
    expect(statusAfterFailure(new Error('x'))).toBe('error');
  });

  it('shows the mailer message whatever the status when the instance cannot mail', () => {
    expect(passwordResetView(false, 'idle')).toBe('mailer-disabled');
    expect(passwordResetView(true, 'idle')).toBe('form');
    expect(passwordResetView(true, 'pending')).toBe('form');
    expect(passwordResetView(true, 'error')).toBe('form');
    expect(passwordResetView(true, 'success')).toBe('success');
    expect(passwordResetView(true, 'throttled')).toBe('throttled');
  });
});
