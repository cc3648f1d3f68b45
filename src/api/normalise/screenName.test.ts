import { describe, expect, it } from 'vitest';
import { isLocalScreenName, screenNameUi } from './screenName';

describe('screenNameUi', () => {
  it('keeps local and ASCII remote names as they are', () => {
    expect(screenNameUi('alice')).toBe('alice');
    expect(screenNameUi('alice@example.com')).toBe('alice@example.com');
  });
  it('decodes punycode domains and marks them with a globe', () => {
    expect(screenNameUi('bob@xn--bcher-kva.example')).toBe('bob@🌐bücher.example');
  });
  it('leaves undecodable labels and odd names alone', () => {
    expect(screenNameUi('bob@xn--!!.example')).toBe('bob@xn--!!.example');
    expect(screenNameUi('@weird')).toBe('@weird');
    expect(screenNameUi('')).toBe('');
  });
});

describe('isLocalScreenName', () => {
  it('is local without an @', () => {
    expect(isLocalScreenName('alice')).toBe(true);
    expect(isLocalScreenName('alice@remote.example')).toBe(false);
  });
});
