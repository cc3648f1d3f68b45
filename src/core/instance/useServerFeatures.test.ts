import { describe, expect, it } from 'vitest';
import { detectFeatures } from '../../api';
import { UNKNOWN_SERVER } from './useServerFeatures';

describe('UNKNOWN_SERVER', () => {
  it('is what detection gives for a server not read yet', () => {
    expect(UNKNOWN_SERVER).toEqual(detectFeatures(null, null));
  });
});
