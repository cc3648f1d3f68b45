import { create } from 'zustand';
import { layoutTypeFor, type LayoutType } from './layoutType';

interface LayoutState {
  width: number;
  height: number;
  thirdColumnOn: boolean;
  type: LayoutType;
}

export const useLayoutStore = create<LayoutState>(() => ({
  width: 1024,
  height: 768,
  thirdColumnOn: false,
  type: 'normal',
}));

function measure(): void {
  const { thirdColumnOn } = useLayoutStore.getState();
  const width = window.innerWidth;
  const height = window.innerHeight;
  useLayoutStore.setState({ width, height, type: layoutTypeFor(width, thirdColumnOn) });
}

/** Start-up's first step: measure now and on every resize. */
export function trackLayoutSizes(): void {
  measure();
  window.addEventListener('resize', measure, { passive: true });
}
