/** What other features may use of moderation (issue 26): the rest of the folder is private. */
export { showsAdminMenu } from './adminRules';

/** The staff's menu on a user card, loaded on first use (staff only). */
export const loadAdminMenu = () => import('./AdminMenu');
