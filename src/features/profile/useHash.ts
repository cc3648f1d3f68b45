import { useSyncExternalStore } from 'react';

// wouter announces its own pushState/replaceState calls with events of those names.
const EVENTS = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;

function subscribe(listener: () => void): () => void {
  for (const type of EVENTS) window.addEventListener(type, listener);
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, listener);
  };
}

const read = () => window.location.hash;

/** The URL's hash, kept current across link clicks, back and forward. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, read, () => '');
}
