import { describe, expect, it } from 'vitest';
import { accountDatabaseName, isAccountDatabase } from './readingKeys';

describe('account databases', () => {
  const alice = 'https://one.example|1';
  it('are named by account and purpose', () => {
    expect(accountDatabaseName(alice, 'reading')).toBe('petrel:https://one.example|1:reading');
    expect(accountDatabaseName(alice, 'outbox')).toBe('petrel:https://one.example|1:outbox');
  });

  it('belong to their account only', () => {
    expect(isAccountDatabase(accountDatabaseName(alice, 'reading'), alice)).toBe(true);
    expect(isAccountDatabase(accountDatabaseName(alice, 'outbox'), alice)).toBe(true);
    // A longer id with the same start, the same id elsewhere, and the bare prefix's cousins.
    expect(isAccountDatabase(accountDatabaseName('https://one.example|10', 'reading'), alice)).toBe(
      false,
    );
    expect(isAccountDatabase(accountDatabaseName('https://two.example|1', 'reading'), alice)).toBe(
      false,
    );
    expect(isAccountDatabase('petrel:session', alice)).toBe(false);
  });
});
