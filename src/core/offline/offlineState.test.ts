import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverAnswered } from '../reachability';
import { onReconnect, showingSaved, useOfflineStore, watchConnection } from './offlineState';

describe('the connection', () => {
  let online = true;
  let stop: () => void = () => undefined;
  const events = new EventTarget();

  beforeEach(() => {
    online = true;
    vi.stubGlobal('window', events);
    vi.stubGlobal('navigator', {
      get onLine() {
        return online;
      },
    });
    useOfflineStore.setState({ offline: false, savedAt: null });
    stop = watchConnection();
  });

  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('comes back with the server’s first answer when the browser never went offline', () => {
    const refresh = vi.fn();
    const unlisten = onReconnect(refresh);
    // The server was down: a first request failed and saved data stood in.
    showingSaved(1_000);
    expect(useOfflineStore.getState().offline).toBe(true);

    serverAnswered();

    expect(useOfflineStore.getState()).toMatchObject({ offline: false, savedAt: null });
    expect(refresh).toHaveBeenCalledTimes(1);
    unlisten();
  });

  it('stays offline on an answer while the browser says it is offline', () => {
    online = false;
    events.dispatchEvent(new Event('offline'));
    serverAnswered();
    expect(useOfflineStore.getState().offline).toBe(true);
  });

  it('refreshes once when the browser comes back online', () => {
    const refresh = vi.fn();
    const unlisten = onReconnect(refresh);
    online = false;
    events.dispatchEvent(new Event('offline'));
    online = true;
    events.dispatchEvent(new Event('online'));
    serverAnswered();
    expect(useOfflineStore.getState().offline).toBe(false);
    expect(refresh).toHaveBeenCalledTimes(1);
    unlisten();
  });
});
