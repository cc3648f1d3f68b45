import { describe, expect, it } from 'vitest';
import { normaliseVisibility } from './visibility';

describe('normaliseVisibility', () => {
  it.each(['public', 'unlisted', 'private', 'direct', 'local'] as const)('keeps %s', (value) => {
    expect(normaliseVisibility(value)).toBe(value);
  });
  it('maps fork words', () => {
    expect(normaliseVisibility('list')).toBe('private');
    expect(normaliseVisibility('subscribers')).toBe('private');
    expect(normaliseVisibility('self')).toBe('direct');
  });
  it('reads unknown values as private', () => {
    expect(normaliseVisibility(undefined)).toBe('private');
    expect(normaliseVisibility('galaxy')).toBe('private');
  });
});
