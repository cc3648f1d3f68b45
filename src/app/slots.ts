import { fillSlot } from '../core/slots';

/**
 * The app composes features that would otherwise import each other (core/slots.ts): each
 * slot's component loads on first use, as it did when the status feature imported it itself.
 */
export function fillSlots(): void {
  fillSlot('inlineUserCard', () => import('../features/profile/InlineUserCard'));
  fillSlot('report', () => import('../features/profile/ReportModal'));
}
