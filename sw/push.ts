/**
 * Web push (document 3 §9): shows pushed notifications and opens the route of the one clicked.
 * Akkoma's push payload names the notification but not its status, so the worker asks the
 * server for it with the token the payload carries. That answer is read, never cached.
 */
declare const self: ServiceWorkerGlobalScope;

const STATUS_TYPES = [
  'favourite',
  'reblog',
  'mention',
  'poll',
  'pleroma:emoji_reaction',
  'status',
  'update',
];

interface PushPayload {
  title?: string;
  body?: string;
  icon?: string;
  url?: string;
  notification_id?: string | number;
  access_token?: string;
}

interface NotificationAnswer {
  type?: string;
  status?: { id: string } | null;
  account?: { id: string } | null;
  target?: { id: string } | null;
}

async function routeFor(data: PushPayload): Promise<string> {
  if (data.url) return data.url;
  if (data.notification_id && data.access_token) {
    try {
      const reply = await fetch(
        `/api/v1/notifications/${encodeURIComponent(String(data.notification_id))}`,
        {
          headers: { authorization: `Bearer ${data.access_token}`, accept: 'application/json' },
          cache: 'no-store',
        },
      );
      if (reply.ok) {
        const n = (await reply.json()) as NotificationAnswer;
        if (n.status && n.type && STATUS_TYPES.includes(n.type))
          return `/notice/${encodeURIComponent(n.status.id)}`;
        const who = n.type === 'move' && n.target ? n.target : n.account;
        if (who) return `/users/${encodeURIComponent(who.id)}`;
      }
    } catch {
      // Offline or refused: the app's start page still opens.
    }
  }
  return '/';
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    return event.data ? (event.data.json() as PushPayload) : {};
  } catch {
    return { title: event.data ? event.data.text() : '' };
  }
}

/**
 * Asks an open tab to show the route itself (an in-app move keeps its state); false when no
 * Petrel runtime answers within a second, e.g. a signed-out tab.
 */
function askToOpen(client: WindowClient, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 1000);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.postMessage({ type: 'petrel:open', path }, [channel.port2]);
  });
}

async function openRoute(path: string): Promise<unknown> {
  const url = new URL(path, self.location.origin);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url.href);
  // Focusing needs the click's user activation; without it the tab still moves.
  await open.focus().catch(() => undefined);
  if (await askToOpen(open, url.pathname + url.search + url.hash)) return open;
  return open.navigate(url.href).catch(() => self.clients.openWindow(url.href));
}

export function handlePush(): void {
  self.addEventListener('push', (event) => {
    const data = payloadOf(event);
    event.waitUntil(
      routeFor(data).then((url) =>
        self.registration.showNotification(data.title || 'Petrel', {
          body: data.body || '',
          icon: data.icon || undefined,
          tag: data.notification_id ? String(data.notification_id) : undefined,
          data: { url },
        }),
      ),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    event.waitUntil(openRoute(data?.url || '/'));
  });
}
