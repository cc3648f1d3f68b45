/** What other features may use of media (issue 26): the rest of the folder is private. */
export { AttachmentGallery } from './AttachmentGallery';
