// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { normaliseUser } from '../../api';
import { useDraftsStore } from '../../features/composer/draftsStore';
import { usePreferencesStore } from '../preferences/preferences';
import { onAccountChange } from './accountChange';
import type { StoredAccount } from './accountList';
import { useSessionStore } from './sessionStore';
import { becomeAccount, becomeVisitor } from './switchAccount';

const instanceUrl = 'https://petrel.example';

function account(id: string, scope: string): StoredAccount {
  return {
    key: `${instanceUrl}|${id}`,
    instanceUrl,
    token: `token-${id}`,
    app: null,
    userId: id,
    acct: `user${id}@petrel.example`,
    displayName: `User ${id}`,
    avatar: '',
    scope,
  };
}

const first = account('1', '');
const second = account('2', ':2');

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({
    accounts: [first, second],
    activeKey: first.key,
    instanceUrl,
    token: first.token,
    user: normaliseUser({ id: '1', acct: 'user1' }),
  });
  usePreferencesStore.setState({ values: { theme: 'first-theme' } });
  useDraftsStore.getState().save('reply:9', {
    spoilerText: '',
    status: 'first account draft',
    nsfw: false,
    files: [],
    poll: null,
    mediaDescriptions: {},
    visibility: 'public',
    language: '',
    contentType: 'text/plain',
  });
});

describe('switching accounts (issue 26: a core event, no casts)', () => {
  it("loads the new account's preferences and drafts, or starts them empty", async () => {
    localStorage.setItem(
      'petrel:preferences:2',
      JSON.stringify({ state: { values: { theme: 'second-theme' } }, version: 0 }),
    );
    const { scope: _scope, ...entry } = second;
    expect(Object.keys(useDraftsStore.getState().drafts)).toEqual(['reply:9']);
    await becomeAccount(entry, normaliseUser({ id: '2', acct: 'user2' }), () => undefined);
    expect(usePreferencesStore.getState().values.theme).toBe('second-theme');
    expect(useDraftsStore.getState().drafts).toEqual({});
  });

  it('tells every subscriber, and a visitor too', async () => {
    let heard = 0;
    const stop = onAccountChange(() => {
      heard += 1;
    });
    await becomeVisitor(() => undefined);
    stop();
    await becomeVisitor(() => undefined);
    expect(heard).toBe(1);
  });
});
