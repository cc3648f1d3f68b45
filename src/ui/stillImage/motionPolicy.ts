import { useSyncExternalStore } from 'react';

/**
 * Whether animated images stop (document 2 §4): the stopGifs setting, which the app passes in
 * (src/ui knows nothing of settings), or the system's reduced-motion wish.
 */
let stopGifs = false;
const listeners = new Set<() => void>();
const reducedMotion =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

export function setStopGifs(value: boolean): void {
  if (value === stopGifs) return;
  stopGifs = value;
  // For animations drawn by styles alone (Misskey markdown, features/status/mfm.css).
  document.documentElement.toggleAttribute('data-still', value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  reducedMotion?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    reducedMotion?.removeEventListener('change', listener);
  };
}

const snapshot = () => stopGifs || reducedMotion?.matches === true;

export function useStopAnimations(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
