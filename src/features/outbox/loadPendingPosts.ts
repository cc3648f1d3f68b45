/** The pending posts' list is its own chunk: an ordinary visit never loads it. */
export const loadPendingPosts = () => import('./PendingPosts');
