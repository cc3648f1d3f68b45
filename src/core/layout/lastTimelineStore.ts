import { create } from 'zustand';

/** The last timeline the reader visited, so the drawer's Timelines entry returns there. */
export const useLastTimelineStore = create<{ path: string | null }>(() => ({ path: null }));

export const rememberTimeline = (path: string) => useLastTimelineStore.setState({ path });
