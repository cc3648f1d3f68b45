import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { i18n } from '../../i18n/i18n';
import { statusErrorMessage, toStatusError } from './statusErrorStore';

const t = i18n.t;

function failure(status: number, body: unknown) {
  return new ApiError({
    kind: 'server-error',
    status,
    body,
    request: { method: 'POST', url: '/api/v1/statuses/1/bookmark' },
  });
}

describe('statusErrorMessage', () => {
  it('names the failed action before the server words', () => {
    const error = toStatusError('bookmark', failure(503, { error: 'Service unavailable' }));
    expect(statusErrorMessage(error, t)).toBe('Could not bookmark: Service unavailable');
  });

  it('names each action, with our words when the server sent none', () => {
    const error = toStatusError('unfavourite', new Error('offline'));
    expect(statusErrorMessage(error, t)).toMatch(/^Could not remove the favourite: .+/);
    expect(statusErrorMessage({ ...error, action: 'delete' }, t)).toMatch(/^Could not delete: /);
    expect(statusErrorMessage({ ...error, action: 'mute_conversation' }, t)).toMatch(
      /^Could not mute the conversation: /,
    );
  });
});
