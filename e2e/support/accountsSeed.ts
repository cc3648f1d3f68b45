import type { Page } from '@playwright/test';
import type { RunningInstance } from './instance';

/** The id of a token's owner on an instance. */
export async function accountId(page: Page, instance: RunningInstance, token: string) {
  const response = await page.request.get(`${instance.url}/api/v1/accounts/verify_credentials`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { id: string }).id;
}

export interface StoredLogin {
  url: string;
  id: string;
  username: string;
  token: string;
}

/**
 * Stores several signed-in accounts the way the client keeps them (issue 16), the last one
 * active, before the page loads; once per tab, so a reload keeps what the page changed.
 */
export async function storeAccounts(page: Page, logins: StoredLogin[]): Promise<void> {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('accounts-stored')) return;
    sessionStorage.setItem('accounts-stored', '1');
    const accounts = list.map((l, i) => ({
      key: `${l.url}|${l.id}`,
      instanceUrl: l.url,
      token: l.token,
      app: null,
      userId: l.id,
      acct: `${l.username}@${new URL(l.url).host}`,
      displayName: l.username,
      avatar: '',
      scope: i === 0 ? '' : `@${l.url}|${l.id}`,
    }));
    const active = list[list.length - 1];
    if (!active) return;
    localStorage.setItem(
      'petrel:session',
      JSON.stringify({
        state: {
          token: active.token,
          app: null,
          instanceUrl: active.url,
          activeKey: `${active.url}|${active.id}`,
          accounts,
        },
        version: 0,
      }),
    );
  }, logins);
}
