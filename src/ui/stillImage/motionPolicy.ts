import { useSyncExternalStore } from 'react';

/**
 * Whether animated images stop (document 2 §4): the stopGifs setting, which the app passes in
 * (src/ui knows nothing of settings), the reduce-motion setting, or the system's
 * reduced-motion wish. Reduce motion (issue 17) also stops the favourite animation and smooth
 * scrolling; styles read it from the root's data-reduce-motion.
 */
let stopGifs = false;
let reduceMotion = false;
const listeners = new Set<() => void>();
const reducedMotionQuery =
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

function changed(): void {
  for (const listener of listeners) listener();
}

export function setStopGifs(value: boolean): void {
  if (value === stopGifs) return;
  stopGifs = value;
  // For animations drawn by styles alone (Misskey markdown, features/status/mfm.css).
  document.documentElement.toggleAttribute('data-still', value || reduceMotion);
  changed();
}

export function setReduceMotion(value: boolean): void {
  if (value === reduceMotion) return;
  reduceMotion = value;
  document.documentElement.toggleAttribute('data-still', value || stopGifs);
  document.documentElement.toggleAttribute('data-reduce-motion', value);
  changed();
}

/** The setting or the system asks for less motion. */
export function prefersLessMotion(): boolean {
  return reduceMotion || reducedMotionQuery?.matches === true;
}

/** 'smooth' unless less motion is wanted. */
export function scrollBehavior(): ScrollBehavior {
  return prefersLessMotion() ? 'auto' : 'smooth';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  reducedMotionQuery?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    reducedMotionQuery?.removeEventListener('change', listener);
  };
}

const snapshot = () => stopGifs || prefersLessMotion();

export function useStopAnimations(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
