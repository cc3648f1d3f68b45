import { describe, expect, it } from 'vitest';
import { isLocaleChunk } from './localeCache';

describe('isLocaleChunk', () => {
  it('takes the built language chunks', () => {
    expect(isLocaleChunk('/assets/locale-de-CmIQUcfF.js')).toBe(true);
    expect(isLocaleChunk('/assets/locale-pt_BR-x1.js')).toBe(true);
  });

  it('leaves everything else', () => {
    expect(isLocaleChunk('/assets/index-Cv_zNDxz.js')).toBe(false);
    expect(isLocaleChunk('/assets/localeBundles-CnFVUqm4.js')).toBe(false);
    expect(isLocaleChunk('/api/v1/assets/locale-de.js')).toBe(false);
    expect(isLocaleChunk('/assets/locale-de.js/x')).toBe(false);
  });
});
