import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en/api.json';
import {
  ApiError,
  isApiError,
  isMissingCall,
  kindForStatus,
  serverErrorText,
  type ApiErrorKind,
} from './errors';

const request = { method: 'GET', url: 'https://example.com/api/v1/timelines/home' };

function translate(key: string, args: Record<string, string | number>): string {
  const [group, name] = key.split('.') as [keyof typeof en, string];
  const template = (en[group] as Record<string, string>)[name];
  if (template === undefined) throw new Error(`missing ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (_, arg: string) => String(args[arg]));
}

describe('ApiError', () => {
  it.each([
    [429, 'rate-limited', 'You are rate limited'],
    [500, 'server-error', 'Internal Server Error'],
    [503, 'unavailable', 'The backend is not available'],
    [502, 'unexpected-status', 'Unexpected status: 502'],
    [404, 'not-found', 'Unexpected status: 404'],
    [401, 'unauthorized', 'Unexpected status: 401'],
    [403, 'forbidden', 'Unexpected status: 403'],
  ] as [number, ApiErrorKind, string][])(
    'maps %i to %s with the spec wording',
    (status, kind, text) => {
      expect(kindForStatus(status)).toBe(kind);
      const error = new ApiError({ kind, status, body: { error: 'nope' }, request });
      expect(error.kind).toBe(kind);
      expect(error.status).toBe(status);
      expect(translate(error.messageKey, error.messageArgs)).toBe(text);
      expect(error.message).toContain(text);
      expect(error.serverMessage).toBe('nope');
      expect(error.request).toEqual(request);
      expect(isApiError(error)).toBe(true);
      expect(error).toBeInstanceOf(Error);
    },
  );

  it('describes network failures', () => {
    const error = new ApiError({
      kind: 'network',
      status: 0,
      body: null,
      request,
      cause: new TypeError('fetch failed'),
    });
    expect(translate(error.messageKey, error.messageArgs)).toBe(
      'Failed to connect to server, try again',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(error.serverMessage).toBeNull();
  });

  it('has an English string for every key it can produce', () => {
    const kinds: ApiErrorKind[] = [
      'aborted',
      'bad-response',
      'network',
      'rate-limited',
      'unexpected-status',
    ];
    for (const kind of kinds) {
      const error = new ApiError({ kind, status: 418, body: null, request });
      expect(() => translate(error.messageKey, error.messageArgs)).not.toThrow();
      expect(error.message).toContain(translate(error.messageKey, error.messageArgs));
    }
  });

  it('is not confused with other errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'network' })).toBe(false);
  });
});

describe('serverErrorText', () => {
  it('reads error, nested error.message and error_description', () => {
    expect(serverErrorText({ error: 'Record not found' })).toBe('Record not found');
    expect(serverErrorText({ error: { message: 'bad' } })).toBe('bad');
    expect(serverErrorText({ error: 'invalid_grant', error_description: 'x' })).toBe(
      'invalid_grant',
    );
    expect(serverErrorText({ error_description: 'Token expired' })).toBe('Token expired');
  });
  it('is null for bodies without one', () => {
    expect(serverErrorText('<h1>502</h1>')).toBeNull();
    expect(serverErrorText(null)).toBeNull();
    expect(serverErrorText({ errors: {} })).toBeNull();
  });
});

describe('isMissingCall', () => {
  const request = { method: 'GET' as const, url: 'https://snac.example/api/v1/timelines/direct' };
  const error = (status: number, body: unknown) =>
    new ApiError({ kind: kindForStatus(status), status, body, request });
  it("spots a 404 without the API's own error text (snac2's HTML page, an empty body)", () => {
    expect(isMissingCall(error(404, '<h1>404 Not Found (snac/2.75)</h1>'))).toBe(true);
    expect(isMissingCall(error(404, null))).toBe(true);
  });
  it('leaves missing records, other statuses and other errors alone', () => {
    expect(isMissingCall(error(404, { error: 'Record not found' }))).toBe(false);
    expect(isMissingCall(error(500, null))).toBe(false);
    expect(isMissingCall(new Error('404'))).toBe(false);
  });
});
