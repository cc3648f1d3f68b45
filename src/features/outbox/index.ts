/** What other features may use of outbox (issue 27): the rest of the folder is private. */
export { PendingPostsSlot } from './PendingPostsSlot';
