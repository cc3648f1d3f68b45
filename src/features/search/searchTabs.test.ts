import { describe, expect, it } from 'vitest';
import { normaliseStatus, normaliseUser, type SearchResults } from '../../api';
import { initialTab } from './searchTabs';

const user = normaliseUser({ id: '1', acct: 'a' });
const status = normaliseStatus({ id: '2', account: { id: '1', acct: 'a' } });
const empty: SearchResults = { accounts: [], statuses: [], hashtags: [] };

describe('initialTab', () => {
  it('opens the first non-empty tab in the order statuses, people, hashtags', () => {
    expect(initialTab({ ...empty, statuses: [status], accounts: [user] })).toBe('statuses');
    expect(
      initialTab({ ...empty, accounts: [user], hashtags: [{ name: 'x', url: '', history: [] }] }),
    ).toBe('people');
    expect(initialTab({ ...empty, hashtags: [{ name: 'x', url: '', history: [] }] })).toBe(
      'hashtags',
    );
    expect(initialTab(empty)).toBe('statuses');
  });
});
