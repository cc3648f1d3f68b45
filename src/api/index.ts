/** The API layer's public surface: features import from here, never from files inside. */
export * from './entities';
export * from './errors';
export * from './http';
export * from './paging';
export * from './normalise';
export * from './timelines';
export * from './statuses';
export * from './instance';
export type * from './wire';
export * from './accounts';
export * from './preload';
