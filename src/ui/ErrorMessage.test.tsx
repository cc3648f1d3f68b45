// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { initI18n } from '../i18n/i18n';
import { ErrorMessage } from './ErrorMessage';

function apiError(status: number, body: unknown = null) {
  return new ApiError({
    kind: status === 404 ? 'not-found' : 'unexpected-status',
    status,
    body,
    request: { method: 'GET', url: '/api/v1/domain_blocks' },
  });
}

describe('ErrorMessage', () => {
  beforeEach(() => {
    initI18n(['en']);
  });
  afterEach(cleanup);

  it('says in words that the server lacks a call, without a status code or a retry', () => {
    render(<ErrorMessage error={apiError(404)} onRetry={() => undefined} />);
    expect(screen.getByRole('note').textContent).toBe('This server does not offer this.');
    expect(document.body.textContent).not.toMatch(/Unexpected status/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("keeps the spec's wording and the retry for other failures", () => {
    render(<ErrorMessage error={apiError(403)} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('Unexpected status: 403');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("a missing record (404 with the API's own error) is not a missing call", () => {
    render(<ErrorMessage error={apiError(404, { error: 'Record not found' })} />);
    expect(screen.getByRole('alert').textContent).toContain('Unexpected status: 404');
  });
});
