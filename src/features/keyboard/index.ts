/** What other features may use of keyboard (issue 26): the rest of the folder is private. */
export { useNewPostsAnnouncement } from './useNewPostsAnnouncement';
