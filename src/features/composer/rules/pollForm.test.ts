import { describe, expect, it } from 'vitest';
import {
  canAddOption,
  clampExpiry,
  cleanOptions,
  defaultPoll,
  expiryParts,
  expiryUnits,
  pollPayload,
  pollsAvailable,
  validatePoll,
} from './pollForm';

// Document 3 §9: the default poll limits.
const LIMITS = { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 };

describe('poll form', () => {
  it('starts with 2 empty options, 10 minutes, single choice', () => {
    expect(defaultPoll()).toEqual({ options: ['', ''], multiple: false, expiresIn: 600 });
  });

  it('is available only with polls on, at least 2 options and not disabled', () => {
    expect(pollsAvailable(true, LIMITS)).toBe(true);
    expect(pollsAvailable(false, LIMITS)).toBe(false);
    expect(pollsAvailable(true, { ...LIMITS, max_options: 1 })).toBe(false);
    expect(pollsAvailable(true, LIMITS, true)).toBe(false);
  });

  it('needs at least 2 non-empty de-duplicated options', () => {
    expect(validatePoll({ ...defaultPoll(), options: ['a', ''] }, LIMITS)).toBe(
      'not_enough_options',
    );
    expect(validatePoll({ ...defaultPoll(), options: ['a', ' a '] }, LIMITS)).toBe(
      'not_enough_options',
    );
    expect(validatePoll({ ...defaultPoll(), options: ['a', 'b'] }, LIMITS)).toBeNull();
  });

  it('allows at most max_options', () => {
    const poll = { ...defaultPoll(), options: ['a', 'b', 'c', 'd', 'e'] };
    expect(validatePoll(poll, LIMITS)).toBe('too_many_options');
    expect(canAddOption({ ...poll, options: ['a', 'b', 'c'] }, LIMITS)).toBe(true);
    expect(canAddOption({ ...poll, options: ['a', 'b', 'c', 'd'] }, LIMITS)).toBe(false);
  });

  it('limits each option to max_option_chars', () => {
    expect(validatePoll({ ...defaultPoll(), options: ['a'.repeat(255), 'b'] }, LIMITS)).toBeNull();
    expect(validatePoll({ ...defaultPoll(), options: ['a'.repeat(256), 'b'] }, LIMITS)).toBe(
      'option_too_long',
    );
  });

  it('clamps the expiry between 60 and 86400 seconds', () => {
    expect(clampExpiry(10, LIMITS)).toBe(60);
    expect(clampExpiry(3 * 86400, LIMITS)).toBe(86400);
    expect(clampExpiry(600, LIMITS)).toBe(600);
  });

  it('offers only units whose one-unit value is within max_expiration', () => {
    expect(expiryUnits(LIMITS)).toEqual(['minutes', 'hours', 'days']);
    expect(expiryUnits({ ...LIMITS, max_expiration: 3600 })).toEqual(['minutes', 'hours']);
    expect(expiryUnits({ ...LIMITS, max_expiration: 3599 })).toEqual(['minutes']);
  });

  it('shows an expiry in the largest even unit', () => {
    expect(expiryParts(600, LIMITS)).toEqual({ amount: 10, unit: 'minutes' });
    expect(expiryParts(7200, LIMITS)).toEqual({ amount: 2, unit: 'hours' });
    expect(expiryParts(86400, LIMITS)).toEqual({ amount: 1, unit: 'days' });
  });

  it('sends options only if at least one is non-empty', () => {
    expect(pollPayload({ ...defaultPoll() }, LIMITS)).toBeNull();
    expect(
      pollPayload({ options: [' x ', 'y', 'y'], multiple: true, expiresIn: 30 }, LIMITS),
    ).toEqual({
      options: ['x', 'y'],
      multiple: true,
      expires_in: 60,
    });
  });

  it('cleans options', () => {
    expect(cleanOptions(['', 'a', 'a', ' b'])).toEqual(['a', 'b']);
  });
});
