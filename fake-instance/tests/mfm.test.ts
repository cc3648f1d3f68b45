import { describe, expect, it } from 'vitest';
import { mfmToHtml } from '../posting/mfm.js';

describe('MFM functions as FEP-c16b spans', () => {
  it('renders names, flags and valued attributes, nested', () => {
    expect(mfmToHtml('$[x2 big]')).toBe('<span class="mfm-x2">big</span>');
    expect(mfmToHtml('$[jelly.speed=2s wobbly]')).toBe(
      '<span class="mfm-jelly" data-mfm-speed="2s">wobbly</span>',
    );
    expect(mfmToHtml('a $[flip.h,v $[tada hi]] b')).toBe(
      'a <span class="mfm-flip" data-mfm-h data-mfm-v><span class="mfm-tada">hi</span></span> b',
    );
  });
  it('leaves other brackets and unclosed functions safe', () => {
    expect(mfmToHtml('[not] $[ nope]')).toBe('[not] $[ nope]');
    expect(mfmToHtml('$[spin open')).toBe('<span class="mfm-spin">open</span>');
    expect(mfmToHtml('$[fg.color="x" t]')).toBe(
      '<span class="mfm-fg" data-mfm-color="&#34;x&#34;">t</span>',
    );
  });
});
