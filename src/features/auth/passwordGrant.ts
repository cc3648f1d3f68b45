import { configString, useInstanceStore } from '../../core/instance/instanceStore';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useSessionStore } from '../../core/session/sessionStore';

/**
 * Servers known to refuse the password grant (issue 25): a refusal seen once is remembered per
 * server, so the next visit goes straight to the server's own sign-in page instead of asking
 * for a password it will not take.
 */
const STORAGE_KEY = 'petrel:no-password-grant';

function serverKey(instanceUrl: string): string {
  return (instanceUrl || window.location.origin).replace(/\/+$/, '').toLowerCase();
}

function refusedServers(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function passwordGrantRefused(instanceUrl: string): boolean {
  return refusedServers().includes(serverKey(instanceUrl));
}

export function rememberPasswordGrantRefused(instanceUrl: string): void {
  const key = serverKey(instanceUrl);
  const servers = refusedServers();
  if (servers.includes(key)) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...servers, key]));
  } catch {
    // Storage full or refused: the refusal is still handled for this visit.
  }
}

/**
 * The sign-in strategy on screen: the configured one, unless the server has no password grant
 * (its software says so, or it refused one before), then its own sign-in page.
 */
export function useLoginMethod(): 'password' | 'token' {
  const configured = useInstanceStore((s) => configString(s.config, 'loginMethod', 'password'));
  const { passwordGrant } = useServerFeatures();
  const instanceUrl = useSessionStore((s) => s.instanceUrl);
  if (configured === 'token' || !passwordGrant || passwordGrantRefused(instanceUrl)) return 'token';
  return 'password';
}
