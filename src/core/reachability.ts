/**
 * The server answered a call: the network is back, whatever `navigator.onLine` says. The
 * client reports every successful answer here; the outbox sends what waits when it hears one.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onServerAnswered(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function serverAnswered(): void {
  for (const listener of listeners) listener();
}
