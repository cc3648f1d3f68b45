/** What other features may use of composer (issue 26): the rest of the folder is private. */
export { InlineComposer } from './InlineComposer';
export { usePostModal } from './postModalStore';
export { editOutboxPost } from './editOutboxPost';
