import { describe, expect, it } from 'vitest';
import { hasAccessibleProp, iconChildrenMarkup, iconClassName } from './iconMarkup';

describe('iconMarkup', () => {
  it("writes the shapes without lucide's list keys, attributes escaped", () => {
    expect(
      iconChildrenMarkup([
        ['path', { d: 'M1 2"<&>', key: 'a' }],
        ['circle', { cx: 12, cy: '12', r: '4', key: 'b' }],
      ]),
    ).toBe('<path d="M1 2&quot;&lt;&amp;&gt;"></path><circle cx="12" cy="12" r="4"></circle>');
  });

  it('adds a non-scaling stroke to each shape when asked', () => {
    expect(iconChildrenMarkup([['path', { d: 'M0 0', key: 'a' }]], true)).toBe(
      '<path vector-effect="non-scaling-stroke" d="M0 0"></path>',
    );
  });

  it("orders and deduplicates lucide's classes before the caller's", () => {
    expect(iconClassName({ name: 'star', aliases: ['fav', ' '], node: [] }, 'a  lucide a b')).toBe(
      'lucide lucide-star lucide-fav a b',
    );
  });

  it('calls an icon named by aria-*, role or title, not by other props', () => {
    expect(hasAccessibleProp({ 'aria-label': 'x' })).toBe(true);
    expect(hasAccessibleProp({ role: 'img' })).toBe(true);
    expect(hasAccessibleProp({ 'aria-hidden': undefined, id: 'x' })).toBe(false);
  });
});
