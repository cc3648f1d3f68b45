import { describe, expect, it } from 'vitest';
import { normaliseCard } from './card';

describe('normaliseCard', () => {
  it('reads a link card', () => {
    const wire = {
      url: 'https://x.example',
      title: 'T',
      description: 'D',
      image: null,
      provider_name: 'X',
      type: 'video',
    };
    expect(normaliseCard(wire)).toMatchObject(wire);
  });
  it('defaults an unknown type to link and drops cards without a URL', () => {
    expect(normaliseCard({ url: 'u', type: 'weird' })?.type).toBe('link');
    expect(normaliseCard({ title: 'no url' })).toBeNull();
    expect(normaliseCard(null)).toBeNull();
  });
});
