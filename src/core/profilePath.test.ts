import { describe, expect, it } from 'vitest';
import { profilePath } from './profilePath';

describe('profilePath', () => {
  it('uses the name route for local users', () => {
    expect(profilePath({ id: 'A1', screen_name: 'alice' })).toBe('/alice');
  });
  it('uses the id route for remote, nameless and restricted names', () => {
    expect(profilePath({ id: 'B2', screen_name: 'bob@remote.example' })).toBe('/users/B2');
    expect(profilePath({ id: 'C3', screen_name: '' })).toBe('/users/C3');
    expect(profilePath({ id: 'D4', screen_name: 'about' }, ['about', 'main'])).toBe('/users/D4');
  });
});

describe('profilePath edge cases (issue 10)', () => {
  it('keeps a local name that only resembles a restricted one', () => {
    expect(profilePath({ id: 'E5', screen_name: 'abouts' }, ['about'])).toBe('/abouts');
  });
  it('encodes names and ids for the URL', () => {
    expect(profilePath({ id: 'F 6', screen_name: 'x@y' })).toBe('/users/F%206');
  });
});
