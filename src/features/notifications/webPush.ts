import { subscribePush, unsubscribePush, type PushAlerts } from '../../api';
import { api } from '../../core/client';
import { registerPetrelWorker } from '../../core/serviceWorkerScript';

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function supported(): boolean {
  return (
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window
  );
}

/** The worker that shows pushed notifications; start-up registers it, this reuses that. */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  try {
    return await registerPetrelWorker();
  } catch (error) {
    console.warn('Service worker registration failed', error);
    return null;
  }
}

/**
 * Subscribes when the web-push setting is on and the instance has a VAPID key, else
 * unsubscribes (document 3 §4). Failures are only logged (document 3 §8).
 */
export async function syncPushSubscription(
  enabled: boolean,
  vapidKey: string | null,
  alerts: PushAlerts,
): Promise<void> {
  const registration = await registerServiceWorker();
  if (!registration) return;
  try {
    const existing = await registration.pushManager.getSubscription();
    if (!enabled || !vapidKey) {
      if (existing) {
        await unsubscribePush(api);
        await existing.unsubscribe();
      }
      return;
    }
    const subscription =
      existing ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(vapidKey),
      }));
    const json = subscription.toJSON();
    await subscribePush(
      api,
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
      },
      alerts,
    );
  } catch (error) {
    console.warn('Web push setup failed', error);
  }
}

/** Whether a path may be opened in-app: same-origin and rooted, never `//host`. */
export function isAppPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

/**
 * The worker asks an open tab to show a clicked notification's route; the tab answers on the
 * given port so the worker knows it need not reload it.
 */
export function listenForOpenRequests(open: (path: string) => void): () => void {
  if (!supported()) return () => undefined;
  const container = navigator.serviceWorker;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const { type, path } = data as { type?: unknown; path?: unknown };
    if (type !== 'petrel:open' || !isAppPath(path)) return;
    open(path);
    event.ports[0]?.postMessage('opened');
  };
  container.addEventListener('message', onMessage);
  container.startMessages();
  return () => container.removeEventListener('message', onMessage);
}
