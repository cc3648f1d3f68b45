import { describe, expect, it } from 'vitest';
import { cssUrl, safeHttpUrl } from './safeUrl';

describe('safe URLs', () => {
  it('keeps http(s) and drops other schemes', () => {
    expect(safeHttpUrl('https://a.example/users/x')).toBe('https://a.example/users/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
  it('quotes CSS urls', () => {
    expect(cssUrl('https://a.example/x").y{')).toBe('url("https://a.example/x\\").y{")');
  });
});
