import { loadChunk } from '../../ui/chunk/loadChunk';

/** The conversation route's chunk name and import, shared by the router and the warm-up. */
export const CONVERSATION_CHUNK = 'conversation';
export const importConversationPage = () => import('./ConversationPage');

/**
 * Starts loading the conversation screen when a pointer or focus reaches a status's time link,
 * so the click finds it loaded and the route renders in its first commit (issue 28). Nothing
 * loads for readers who never go near a link; a failure is reported by the route itself.
 */
export function warmConversation(): void {
  loadChunk(CONVERSATION_CHUNK, importConversationPage).catch(() => undefined);
}
