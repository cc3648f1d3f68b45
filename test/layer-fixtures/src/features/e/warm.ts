export const warmPage = () => import('./page');
