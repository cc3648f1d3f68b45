/** The API layer's public surface: features import from here, never from files inside. */
export * from './entities';
export * from './errors';
export * from './http';
export * from './paging';
export * from './normalise';
export * from './timelines';
// The stream client loads on demand (signed-in users only), so the first visit does not pay for it.
export type * from './streaming';
export const loadStreaming = () => import('./streaming');
export * from './tags';
export * from './statuses';
export * from './statusActions';
export * from './instance';
export type * from './wire';
export * from './accounts';
export * from './preload';
export * from './oauth';
export * from './registration';
export * from './posting';
export * from './media';
export * from './accountSearch';
export * from './suggestions';
export * from './federation';
export * from './search';
export * from './announcements';
export * from './lists';
