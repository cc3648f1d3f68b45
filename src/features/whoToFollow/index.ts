/** What other features may use of whoToFollow (issue 26): the rest of the folder is private. */
export { SuggestedUser } from './SuggestedUser';
