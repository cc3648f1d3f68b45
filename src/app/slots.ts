import { fillSlot } from '../core/slots';
import { fillWarmer } from '../core/warmers';
import { warmConversation } from '../features/conversation/warmConversation';

/**
 * The app composes features that would otherwise import each other (core/slots.ts,
 * core/warmers.ts): each slot's component loads on first use, as it did when the status
 * feature imported it itself, and a status's time link warms the conversation screen.
 */
export function fillSlots(): void {
  fillSlot('inlineUserCard', () => import('../features/profile/InlineUserCard'));
  fillSlot('report', () => import('../features/profile/ReportModal'));
  fillWarmer('conversation', warmConversation);
}
