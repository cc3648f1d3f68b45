/** What other features may use of modals (issue 26): the rest of the folder is private. */
export { useModalStore } from './modalStore';
