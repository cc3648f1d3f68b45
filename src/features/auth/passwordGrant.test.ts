// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { passwordGrantRefused, rememberPasswordGrantRefused } from './passwordGrant';

describe('a refused password grant is remembered per server', () => {
  beforeEach(() => localStorage.clear());

  it('marks only the server that refused', () => {
    expect(passwordGrantRefused('https://gts.example')).toBe(false);
    rememberPasswordGrantRefused('https://gts.example/');
    expect(passwordGrantRefused('https://GTS.example')).toBe(true);
    expect(passwordGrantRefused('https://akkoma.example')).toBe(false);
  });

  it('an empty instance address is this page’s own server (proxy mode)', () => {
    rememberPasswordGrantRefused('');
    expect(passwordGrantRefused(window.location.origin)).toBe(true);
  });

  it('survives broken storage contents', () => {
    localStorage.setItem('petrel:no-password-grant', '{not json');
    expect(passwordGrantRefused('https://gts.example')).toBe(false);
    rememberPasswordGrantRefused('https://gts.example');
    expect(passwordGrantRefused('https://gts.example')).toBe(true);
  });
});
