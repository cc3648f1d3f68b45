import { useSessionStore } from '../session/sessionStore';
import { useInstanceStore } from './instanceStore';

/**
 * The key a push subscription is made with: the instance's own (Akkoma, GoToSocial, Mastodon
 * 4.3+) first, else the one this client's app registration answered with (Mastodon 4.0-4.2
 * tells it nowhere else), else none and there is no web push.
 */
export function choosePushKey(
  instanceKey: string | null | undefined,
  appKey: string | undefined,
): string | null {
  return instanceKey || appKey || null;
}

export function usePushKey(): string | null {
  const instanceKey = useInstanceStore((s) => s.settings?.vapidPublicKey);
  return choosePushKey(
    instanceKey,
    useSessionStore((s) => s.app?.vapidKey),
  );
}
