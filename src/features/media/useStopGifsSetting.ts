import { useEffect } from 'react';
import { setStopGifs } from '../../ui/stillImage/motionPolicy';
import { usePreference } from '../settings/preferences';

/** Passes the stopGifs setting to the shared image components, which know nothing of settings. */
export function useStopGifsSetting(): void {
  const stop = usePreference('stopGifs');
  useEffect(() => setStopGifs(stop), [stop]);
}
