import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { logLoadFailure, resetLoadFailureLog } from './logLoadFailure';

const missing = new ApiError({
  kind: 'not-found',
  status: 404,
  body: null,
  request: { method: 'GET', url: '/static/config.json' },
});

afterEach(() => {
  vi.restoreAllMocks();
  resetLoadFailureLog();
});

describe('logLoadFailure', () => {
  it('says a missing start-up file once, at debug level', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    logLoadFailure('config', missing);
    logLoadFailure('config', missing);
    logLoadFailure('stickers', missing);
    expect(debug).toHaveBeenCalledTimes(2);
    expect(warn).not.toHaveBeenCalled();
  });
  it('warns about any other failure', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new ApiError({
      kind: 'server-error',
      status: 500,
      body: null,
      request: { method: 'GET', url: '/static/config.json' },
    });
    logLoadFailure('config', broken);
    logLoadFailure('config', new TypeError('Failed to fetch'));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
