/** What other features may use of conversation (issue 26): the rest of the folder is private. */
export { addReplyToConversations } from './conversationData';
