export const lazyOne = () => import('./lazyTwo');
