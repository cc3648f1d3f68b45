import { describe, expect, it } from 'vitest';
import { shiftHeadings } from './shiftHeadings';

describe('shiftHeadings', () => {
  it('makes the top heading the base level and keeps the distances', () => {
    expect(shiftHeadings('<h4>A</h4><p>x</p><h5 class="y">B</h5>', 3)).toBe(
      '<h3>A</h3><p>x</p><h4 class="y">B</h4>',
    );
    expect(shiftHeadings('<h1>A</h1><h2>B</h2><h6>C</h6>', 3)).toBe(
      '<h3>A</h3><h4>B</h4><h6>C</h6>',
    );
  });
  it('leaves text without headings and look-alike tags alone', () => {
    expect(shiftHeadings('<p>hello</p><hr><header>x</header>', 3)).toBe(
      '<p>hello</p><hr><header>x</header>',
    );
  });
});
