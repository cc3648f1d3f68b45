import { useEffect, useState } from 'react';
import type { withOutbox } from './outboxOverlay';

type Overlay = typeof withOutbox;

/**
 * Where rows find the outbox overlay (issue 27) without carrying it: only a signed-in page has
 * anything waiting, so its code loads with the outbox (app/startOutbox.ts provides it) and a
 * visitor's start-up chunk holds this slot alone (issue 26).
 */
let overlay: Overlay | null = null;
let loading: Promise<Overlay> | null = null;

export function provideOutboxOverlay(given: Overlay): void {
  overlay = given;
}

function loadOutboxOverlay(): Promise<Overlay> {
  loading ??= import('./outboxOverlay').then((m) => (overlay = m.withOutbox));
  return loading;
}

/**
 * The overlay, once its code is here. Something waiting before the outbox provided it (an
 * action queued before the outbox started) loads it, and the row renders again with it.
 */
export function useOutboxOverlay(wanted: boolean): Overlay | null {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (wanted && !overlay) void loadOutboxOverlay().then(() => loaded((n) => n + 1));
  }, [wanted]);
  return overlay;
}
