import { describe, expect, it } from 'vitest';
import { errorAfterChange, type ComposerError } from './composerError';

describe('errorAfterChange', () => {
  it('drops a complaint about the form once the form changes', () => {
    const empty: ComposerError = {
      kind: 'key',
      key: 'post_status.empty_status_error',
      untilChange: true,
    };
    expect(errorAfterChange(empty)).toBeNull();
  });

  it('keeps what the server said, and no error stays no error', () => {
    const server: ComposerError = { kind: 'text', text: 'Too long' };
    const network: ComposerError = { kind: 'key', key: 'api.error.network' };
    expect(errorAfterChange(server)).toBe(server);
    expect(errorAfterChange(network)).toBe(network);
    expect(errorAfterChange(null)).toBeNull();
  });
});
