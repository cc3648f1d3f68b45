import { describe, expect, it } from 'vitest';
import { safeNullableWebUrl, safeWebUrl } from './url';

describe('safeWebUrl', () => {
  it.each([
    'https://x.example/a?b=c#d',
    'http://x.example/',
    'HTTPS://X.EXAMPLE/',
    '/media/a.png',
    'media/a.png',
  ])('keeps the web address %s', (url) => {
    expect(safeWebUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    '\tjavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'blob:https://x.example/1',
    'file:///etc/passwd',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '',
  ])('drops %s', (url) => {
    expect(safeWebUrl(url)).toBe('');
  });

  it('keeps null and turns unsafe values into null', () => {
    expect(safeNullableWebUrl(null)).toBeNull();
    expect(safeNullableWebUrl('javascript:x')).toBeNull();
    expect(safeNullableWebUrl('https://x.example/')).toBe('https://x.example/');
  });
});
