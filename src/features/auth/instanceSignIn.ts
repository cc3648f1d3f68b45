/**
 * Sign-in to an instance on another origin (issue 16: standalone mode, and adding an
 * account): find the instance, register this client there, leave for its authorize page, and
 * on return exchange the code there. Loaded with the instance form.
 */
import {
  authorizeUrl,
  exchangeAuthorizationCode,
  probeInstance,
  registerApp,
  verifyCredentials,
  type AppCredentials,
} from '../../api';
import { clientFor } from '../../core/client';
import { oauthRedirectUri } from '../../core/session/appCredentials';
import { accountEntry } from '../../core/session/rememberAccount';
import { useSessionStore } from '../../core/session/sessionStore';
import { parseInstanceAddress } from './instanceAddress';
import { loginFailureMessage, tokenRefusalMessage } from './loginMessages';

/** A translated message with its values, or the server's own words. */
export type InstanceMessage = { key: string; args?: Record<string, string> } | { text: string };

interface PendingSignIn {
  instanceUrl: string;
  app: AppCredentials;
}

/** Survives the trip to the instance and back, in this tab only. */
const PENDING_KEY = 'petrel:pending-sign-in';

function readPending(): PendingSignIn | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return null;
    const pending = raw as Partial<PendingSignIn>;
    if (typeof pending.instanceUrl !== 'string' || !pending.app) return null;
    return { instanceUrl: pending.instanceUrl, app: pending.app };
  } catch {
    return null;
  }
}

export function hasPendingInstanceSignIn(): boolean {
  return readPending() !== null;
}

/** An app registered earlier on that instance (same redirect, this origin) is used again. */
function knownApp(instanceUrl: string): AppCredentials | null {
  const state = useSessionStore.getState();
  if (state.instanceUrl === instanceUrl && state.app) return state.app;
  return state.accounts.find((a) => a.instanceUrl === instanceUrl && a.app)?.app ?? null;
}

/** The typed instance's origin once it proved to speak the Mastodon API, else why not. */
async function checkInstance(
  input: string,
): Promise<{ ok: true; url: string; domain: string } | { ok: false; message: InstanceMessage }> {
  const address = parseInstanceAddress(input);
  if (!address.ok) {
    const message =
      address.reason === 'empty'
        ? { key: 'authScreens.accounts.error_empty' }
        : { key: 'authScreens.accounts.error_invalid', args: { input: input.trim() } };
    return { ok: false, message };
  }
  const domain = address.host;
  const probe = await probeInstance(clientFor(address.url));
  if (probe === 'unreachable')
    return {
      ok: false,
      message: { key: 'authScreens.accounts.error_unreachable', args: { domain } },
    };
  if (probe === 'not-an-instance')
    return {
      ok: false,
      message: { key: 'authScreens.accounts.error_not_instance', args: { domain } },
    };
  return { ok: true, url: address.url, domain };
}

/**
 * Reading an instance signed out (standalone): checks the typed instance and makes it the one
 * the client reads. Resolves to a message when it cannot, else null.
 */
export async function chooseInstanceToRead(
  input: string,
  clearServerData: () => void,
): Promise<InstanceMessage | null> {
  const checked = await checkInstance(input);
  if (!checked.ok) return checked.message;
  const { becomeVisitorOf } = await import('../../core/session/switchAccount');
  await becomeVisitorOf(checked.url, clearServerData);
  return null;
}

/**
 * Checks the typed instance and leaves for its sign-in page. Resolves to a message when it
 * cannot go (the form keeps what was typed), or never settles usefully once the page leaves.
 */
export async function startInstanceSignIn(input: string): Promise<InstanceMessage | null> {
  const checked = await checkInstance(input);
  if (!checked.ok) return checked.message;
  const { url, domain } = checked;
  const client = clientFor(url);
  let app = knownApp(url);
  if (!app) {
    try {
      app = await registerApp(client, { clientName: 'Petrel', redirectUri: oauthRedirectUri() });
    } catch {
      return { key: 'authScreens.accounts.error_register', args: { domain } };
    }
  }
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ instanceUrl: url, app }));
  const signedIn = useSessionStore.getState().user !== null;
  window.location.assign(authorizeUrl(client, app, oauthRedirectUri(), { forceLogin: signedIn }));
  return null;
}

/**
 * Back with `?code=`: the code is exchanged at the instance the sign-in started on, the token
 * verified there, and the account joins the list as the active one.
 */
export async function finishInstanceSignIn(
  code: string,
  clearServerData: () => void,
): Promise<{ ok: true } | { ok: false; message: InstanceMessage }> {
  const pending = readPending();
  if (!pending) return { ok: false, message: { key: 'authScreens.accounts.error_no_pending' } };
  let token = '';
  const client = clientFor(pending.instanceUrl, () => token);
  try {
    const outcome = await exchangeAuthorizationCode(client, pending.app, code, oauthRedirectUri());
    if (outcome.type !== 'token') {
      const message =
        outcome.type === 'refused'
          ? tokenRefusalMessage(outcome.message)
          : { key: 'authScreens.oauth.unexpected' };
      return { ok: false, message };
    }
    token = outcome.accessToken;
  } catch (error) {
    return { ok: false, message: loginFailureMessage(error, 'token') };
  }
  try {
    const user = await verifyCredentials(client);
    sessionStorage.removeItem(PENDING_KEY);
    const { becomeAccount } = await import('../../core/session/switchAccount');
    await becomeAccount(
      accountEntry(pending.instanceUrl, token, pending.app, user),
      user,
      clearServerData,
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, message: loginFailureMessage(error, 'verify') };
  }
}
