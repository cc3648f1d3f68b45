/** What other features may use of notifications (issue 26): the rest of the folder is private. */
export { offeredFilters } from './offeredFilters';
