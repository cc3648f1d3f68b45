import { describe, expect, it } from 'vitest';
import {
  accountAfterRemoval,
  accountKey,
  handleOnInstance,
  instanceHost,
  readAccountList,
  removeAccount,
  scopedStorageName,
  upsertAccount,
  type StoredAccount,
} from './accountList';

function account(instanceUrl: string, userId: string, token = `t-${userId}`) {
  return {
    key: accountKey(instanceUrl, userId),
    instanceUrl,
    token,
    app: null,
    userId,
    acct: `${userId}@${instanceHost(instanceUrl)}`,
    displayName: userId,
    avatar: '',
  };
}

const A = 'http://127.0.0.1:4001';
const B = 'https://harbour.example';

describe('account list', () => {
  it('keys an account by instance and user, so one id on two instances is two accounts', () => {
    expect(accountKey(`${A}/`, '9')).toBe(`${A}|9`);
    expect(accountKey(A, '9')).not.toBe(accountKey(B, '9'));
    expect(instanceHost(A)).toBe('127.0.0.1:4001');
  });

  it('gives the first account the unsuffixed storage and every later one its own', () => {
    let list = upsertAccount([], account(A, '1'));
    list = upsertAccount(list, account(B, '1'));
    list = upsertAccount(list, account(A, '2'));
    expect(list.map((a) => a.scope)).toEqual(['', `@${B}|1`, `@${A}|2`]);
    expect(scopedStorageName('petrel:preferences', list[0]?.scope ?? 'x')).toBe(
      'petrel:preferences',
    );
    expect(scopedStorageName('drafts', list[1]?.scope ?? '')).toBe(`drafts@${B}|1`);
  });

  it('a new sign-in to a known account replaces its token and keeps its place and scope', () => {
    let list = upsertAccount([], account(A, '1'));
    list = upsertAccount(list, account(B, '1'));
    list = upsertAccount(list, account(A, '1', 'fresh'));
    expect(list.map((a) => a.token)).toEqual(['fresh', 't-1']);
    expect(list[0]?.scope).toBe('');
  });

  it('hands the unsuffixed storage to the next newcomer once its owner signed out', () => {
    let list = upsertAccount([], account(A, '1'));
    list = upsertAccount(list, account(B, '1'));
    list = removeAccount(list, accountKey(A, '1'));
    list = upsertAccount(list, account(A, '3'));
    expect(list.map((a) => a.scope)).toEqual([`@${B}|1`, '']);
  });

  it('after signing out of one, moves to the next account, else the one above, else none', () => {
    const list = [account(A, '1'), account(B, '1'), account(A, '2')].reduce<StoredAccount[]>(
      upsertAccount,
      [],
    );
    expect(accountAfterRemoval(list, accountKey(B, '1'))?.key).toBe(accountKey(A, '2'));
    expect(accountAfterRemoval(list, accountKey(A, '2'))?.key).toBe(accountKey(B, '1'));
    expect(accountAfterRemoval([list[0] as StoredAccount], accountKey(A, '1'))).toBeNull();
  });

  it('reads only well-formed stored entries', () => {
    const good = upsertAccount([], account(A, '1'));
    expect(readAccountList([...good, { key: 1 }, null, 'x'])).toEqual(good);
    expect(readAccountList('nonsense')).toEqual([]);
  });
});

describe('handleOnInstance', () => {
  it('adds the host to a local name on another instance than the page', () => {
    expect(handleOnInstance('juniper', B, A)).toBe('juniper@harbour.example');
    expect(handleOnInstance('juniper', `${A}/`, 'https://petrel.example')).toBe(
      'juniper@127.0.0.1:4001',
    );
  });

  it("leaves a name on the page's own instance, and one that already has a host", () => {
    expect(handleOnInstance('juniper', A, A)).toBe('juniper');
    expect(handleOnInstance('juniper@elsewhere.example', B, A)).toBe('juniper@elsewhere.example');
  });
});
