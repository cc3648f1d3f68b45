/** The composer's chunk: the form and everything behind it load on first use. */
export const loadComposer = () => import('./ComposerLoader');
export const loadPostModal = () => import('./PostModal');
