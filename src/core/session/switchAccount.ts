/**
 * Several accounts (issue 16): making another account the active one without a reload. Loaded
 * on first use (the switcher, the OAuth callback, signing out of one of several accounts).
 */
import { verifyCredentials, type User } from '../../api';
import { reloadInstanceData } from '../instance/reloadInstanceData';
import { announceAccountChange } from './accountChange';
import { upsertAccount } from './accountList';
import { api, clientFor } from '../client';
import { runLoginEffects, runLogoutEffects } from './loginEffects';
import type { AccountEntry } from './rememberAccount';
import { useSessionStore } from './sessionStore';

/**
 * The new instance's name, limits, features, panel, terms and configuration; the old
 * instance's must not linger.
 */
const reloadInstance = (): Promise<void> => reloadInstanceData(api);

/**
 * Makes a verified account the active one in one step: its instance, token and app become the
 * session's, the previous account's server data and sockets go (the app remounts on the new
 * generation, so every view and stream starts again), and its own preferences and drafts load.
 */
export async function becomeAccount(
  entry: AccountEntry,
  user: User,
  clearServerData: () => void,
): Promise<void> {
  await runLogoutEffects();
  const state = useSessionStore.getState();
  const instanceChanged = state.instanceUrl !== entry.instanceUrl;
  useSessionStore.setState({
    accounts: upsertAccount(state.accounts, entry),
    activeKey: entry.key,
    instanceUrl: entry.instanceUrl,
    token: entry.token,
    app: entry.app,
    user,
    generation: state.generation + 1,
  });
  // Same tick as the state change: the remounted views find an empty cache.
  clearServerData();
  // Preferences, drafts and any other per-account state load the new account's copy.
  announceAccountChange();
  void runLoginEffects(user);
  if (instanceChanged) await reloadInstance();
}

/** Switches to a stored account after checking its token still works (a refused one throws). */
export async function switchAccount(key: string, clearServerData: () => void): Promise<void> {
  const account = useSessionStore.getState().accounts.find((a) => a.key === key);
  if (!account) throw new Error(`unknown account ${key}`);
  const client = clientFor(account.instanceUrl, () => account.token);
  const user = await verifyCredentials(client);
  const { scope: _scope, ...entry } = account;
  await becomeAccount(
    { ...entry, displayName: user.name || user.screen_name },
    user,
    clearServerData,
  );
}

/**
 * No account left: a visitor of the page's own instance again, or, on a static host
 * (standalone), of the last instance, whose public timelines stay readable.
 */
export async function becomeVisitor(clearServerData: () => void): Promise<void> {
  const state = useSessionStore.getState();
  const own = window.location.origin;
  const instanceUrl = state.standalone ? state.instanceUrl : own;
  const instanceChanged = instanceUrl !== state.instanceUrl;
  useSessionStore.setState({
    token: null,
    user: null,
    activeKey: null,
    instanceUrl,
    app: instanceChanged
      ? (state.accounts.find((a) => a.instanceUrl === own)?.app ?? null)
      : state.app,
    generation: instanceChanged ? state.generation + 1 : state.generation,
  });
  clearServerData();
  // Preferences, drafts and any other per-account state load the new account's copy.
  announceAccountChange();
  if (instanceChanged) await reloadInstance();
}

/**
 * A standalone visitor chose an instance without signing in: it becomes the instance the
 * client reads (its public timelines, where it allows), and is kept for the next visit.
 */
export async function becomeVisitorOf(
  instanceUrl: string,
  clearServerData: () => void,
): Promise<void> {
  const state = useSessionStore.getState();
  if (state.user !== null) return;
  useSessionStore.setState({
    token: null,
    activeKey: null,
    instanceUrl,
    app: state.accounts.find((a) => a.instanceUrl === instanceUrl)?.app ?? null,
    generation: state.generation + 1,
  });
  clearServerData();
  await reloadInstance();
}
