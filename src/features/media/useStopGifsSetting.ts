import { useEffect } from 'react';
import { setReduceMotion, setStopGifs } from '../../ui/stillImage/motionPolicy';
import { usePreference } from '../../core/preferences/preferences';

/**
 * Passes the stopGifs and reduceMotion settings to the shared image components, which know
 * nothing of settings.
 */
export function useStopGifsSetting(): void {
  const stop = usePreference('stopGifs');
  const reduce = usePreference('reduceMotion');
  useEffect(() => setStopGifs(stop), [stop]);
  useEffect(() => setReduceMotion(reduce), [reduce]);
}
