/** What other features may use of timeline (issue 26): the rest of the folder is private. */
export { EmbeddedTimeline } from './TimelinePage';
export { onStreamNotification, subscribeStream } from './streamHub';
export { controllersOf } from './timelineController';

/** The reading positions (issue 17), loaded on first use. */
export const loadPositionStore = () => import('./readingPosition/positionStore');
