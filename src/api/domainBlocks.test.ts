import { describe, expect, it } from 'vitest';
import { fetchDomainBlocks } from './accountSettings';
import { clientAnswering } from '../../test/clientAnswering';

describe('fetchDomainBlocks', () => {
  it('follows the Link header for the next page and asks for it by max_id', async () => {
    const seen: string[] = [];
    const link = '<https://petrel.example/api/v1/domain_blocks?max_id=77>; rel="next"';
    const page = await fetchDomainBlocks(clientAnswering(['a.example'], link, seen), '90');
    expect(page).toEqual({ domains: ['a.example'], next: { max_id: '77' } });
    expect(seen[0]).toContain('max_id=90');
  });

  it('ends the list without a Link header, and on an empty page that still links on', async () => {
    expect(await fetchDomainBlocks(clientAnswering(['a.example']))).toEqual({
      domains: ['a.example'],
      next: null,
    });
    const link = '<https://petrel.example/api/v1/domain_blocks?max_id=1>; rel="next"';
    expect((await fetchDomainBlocks(clientAnswering([], link))).next).toBeNull();
  });
});
