/** What other features may use of instance (issue 26): the rest of the folder is private. */
export { FeaturesPanel } from './FeaturesPanel';
