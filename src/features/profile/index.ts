/** What other features may use of profile (issue 26): the rest of the folder is private. */
export { BasicUserCard } from './BasicUserCard';
