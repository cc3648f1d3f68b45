import { describe, expect, it, vi } from 'vitest';
import { warm } from '../core/warmers';
import { warmConversation } from '../features/conversation/warmConversation';
import { fillSlots } from './slots';

vi.mock('../features/conversation/warmConversation', () => ({ warmConversation: vi.fn() }));

describe('fillSlots', () => {
  it("lets a status's time link warm the conversation screen without importing it", () => {
    warm('conversation');
    expect(warmConversation).not.toHaveBeenCalled();
    fillSlots();
    warm('conversation');
    expect(warmConversation).toHaveBeenCalledTimes(1);
  });
});
