import { domainToUnicode as nodeDomainToUnicode } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodePunycode, domainToUnicode } from './punycode';

describe('decodePunycode', () => {
  it('decodes labels with basic code points', () => {
    expect(decodePunycode('mnchen-3ya')).toBe('münchen');
    expect(decodePunycode('bcher-kva')).toBe('bücher');
  });
  it('decodes labels with no basic code points', () => {
    expect(decodePunycode('ls8h')).toBe('💩');
    expect(decodePunycode('e1afmkfd')).toBe('пример');
  });
  it('decodes the RFC 3492 sample (Japanese)', () => {
    // RFC 3492 §7.1 sample (L).
    const encoded = '3B-ww4c5e180e575a65lsy2b';
    expect(decodePunycode(encoded)).toBe('3年B組金八先生');
  });
  it('returns null for invalid input', () => {
    expect(decodePunycode('!!!')).toBeNull();
    expect(decodePunycode('abc-')).toBe('abc');
    expect(decodePunycode('zz')).toBeNull(); // truncated: the last digit says more follow
  });
});

describe('domainToUnicode', () => {
  it.each([
    'xn--mnchen-3ya.de',
    'mastodon.xn--e1afmkfd.xn--p1ai',
    'xn--ls8h.la',
    'plain.example',
    'xn--fiqs8s',
  ])('matches Node for %s', (domain) => {
    expect(domainToUnicode(domain)).toBe(nodeDomainToUnicode(domain));
  });
  it('keeps labels that do not decode', () => {
    expect(domainToUnicode('xn--!!.example')).toBe('xn--!!.example');
  });
  it('decodes upper-case prefixes', () => {
    expect(domainToUnicode('XN--BCHER-KVA.example')).toBe('bücher.example');
  });
});
