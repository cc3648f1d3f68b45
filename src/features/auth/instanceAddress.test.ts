import { describe, expect, it } from 'vitest';
import { parseInstanceAddress } from './instanceAddress';

describe('parseInstanceAddress', () => {
  it('takes a bare domain over HTTPS, lower-cased, without path', () => {
    expect(parseInstanceAddress('  Akkoma.Example ')).toEqual({
      ok: true,
      url: 'https://akkoma.example',
      host: 'akkoma.example',
    });
    expect(parseInstanceAddress('akkoma.example/main/all')).toMatchObject({
      url: 'https://akkoma.example',
    });
  });

  it('keeps a typed scheme and port', () => {
    expect(parseInstanceAddress('http://social.example:8080/')).toMatchObject({
      url: 'http://social.example:8080',
      host: 'social.example:8080',
    });
  });

  it('reads the domain out of a handle', () => {
    expect(parseInstanceAddress('@june@petrel.example')).toMatchObject({
      url: 'https://petrel.example',
    });
    expect(parseInstanceAddress('june@petrel.example')).toMatchObject({
      url: 'https://petrel.example',
    });
  });

  it('uses plain HTTP for this machine only', () => {
    expect(parseInstanceAddress('127.0.0.1:4000')).toMatchObject({
      url: 'http://127.0.0.1:4000',
    });
    expect(parseInstanceAddress('localhost:3000')).toMatchObject({ url: 'http://localhost:3000' });
  });

  it('refuses empty and malformed input', () => {
    expect(parseInstanceAddress('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(parseInstanceAddress('not a domain')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseInstanceAddress('intranet')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseInstanceAddress('https://')).toEqual({ ok: false, reason: 'invalid' });
  });
});
