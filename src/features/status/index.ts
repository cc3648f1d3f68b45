/** What other features may use of status (issue 26): the rest of the folder is private. */
export { StatusArticle } from './StatusArticle';
export { StatusDialog } from './StatusDialog';
export { mutedReason } from './mutedReason';
export { useStatus } from './useStatus';
export { prepareBody } from './statusBodies';
