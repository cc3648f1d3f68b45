import { describe, expect, it } from 'vitest';
import { checkNotReassigned } from '../scripts/viteClassicEntry';

const exported = new Map([['store', 'n']]);

describe("the classic entry's reassignment check", () => {
  it('refuses an exported binding reassigned at the top level or by a function it runs', () => {
    expect(() => checkNotReassigned('var n=1;n=2;', exported)).toThrow(/n is reassigned/);
    expect(() => checkNotReassigned('var n=1;(function(){n++})();', exported)).toThrow(
      /n is reassigned/,
    );
  });

  it("takes a function's own variable of the same name for another binding", () => {
    const minified = 'var n=1;x.prototype.a=function(e){var t=this,n=e;return n=t,n};';
    expect(() => checkNotReassigned(minified, exported)).not.toThrow();
    expect(() => checkNotReassigned('var n=1;f=(n)=>{n=2};', exported)).not.toThrow();
  });
});
