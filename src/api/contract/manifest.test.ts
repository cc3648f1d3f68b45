import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturePath, listFixtures } from './fixtures';
import { CONTRACT_FIXTURES, NOT_ENTITIES } from './manifest';

describe('contract fixture manifest', () => {
  const covered = Object.keys(CONTRACT_FIXTURES);

  it('covers at least 60 distinct real fixture files', () => {
    expect(new Set(covered).size).toBe(covered.length);
    expect(covered.length).toBeGreaterThanOrEqual(60);
  });

  it('lists only files that exist', () => {
    for (const file of [...covered, ...Object.keys(NOT_ENTITIES)]) {
      expect(existsSync(fixturePath(file)), file).toBe(true);
    }
  });

  it('accounts for every JSON file of the covered folders', () => {
    const all = ['soapbox-fixtures', 'nodeinfo', 'snac-captured', 'pleroma-fe'].flatMap(
      listFixtures,
    );
    const unaccounted = all.filter(
      (file) => !(file in CONTRACT_FIXTURES) && !(file in NOT_ENTITIES),
    );
    expect(unaccounted).toEqual([]);
  });
});
