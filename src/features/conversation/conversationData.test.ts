import { describe, expect, it } from 'vitest';
import type { Status } from '../../api/entities';
import { cachedConversation, withReply, type ConversationData } from './conversationData';

// root ─ a ─ a1
//      └ b
const data: ConversationData = {
  focusedId: 'a',
  ids: ['root', 'a', 'a1', 'b'],
  links: [
    { id: 'root', in_reply_to_status_id: null },
    { id: 'a', in_reply_to_status_id: 'root' },
    { id: 'a1', in_reply_to_status_id: 'a' },
    { id: 'b', in_reply_to_status_id: 'root' },
  ],
};

describe('withReply', () => {
  it('places a reply after its parent and what is already under it', () => {
    const next = withReply(data, { id: 'new', in_reply_to_status_id: 'a' });
    expect(next.ids).toEqual(['root', 'a', 'a1', 'new', 'b']);
    expect(next.links.map((l) => l.id)).toEqual(['root', 'a', 'a1', 'new', 'b']);
    expect(next.links[3]).toEqual({ id: 'new', in_reply_to_status_id: 'a' });
    expect(next.focusedId).toBe('a');
  });
  it('puts a reply to the root at the end of the thread', () => {
    expect(withReply(data, { id: 'new', in_reply_to_status_id: 'root' }).ids).toEqual([
      'root',
      'a',
      'a1',
      'b',
      'new',
    ]);
  });
  it('puts a reply to a leaf right under it', () => {
    expect(withReply(data, { id: 'new', in_reply_to_status_id: 'a1' }).ids).toEqual([
      'root',
      'a',
      'a1',
      'new',
      'b',
    ]);
  });
  it('leaves other conversations and known replies alone', () => {
    expect(withReply(data, { id: 'new', in_reply_to_status_id: 'elsewhere' })).toBe(data);
    expect(withReply(data, { id: 'new', in_reply_to_status_id: null })).toBe(data);
    expect(withReply(data, { id: 'a1', in_reply_to_status_id: 'a' })).toBe(data);
  });
});

describe('cachedConversation', () => {
  it('shows the opened status alone, as the root, until the context comes', () => {
    expect(cachedConversation({ id: '9', retweeted_status: null })).toEqual({
      focusedId: '9',
      ids: ['9'],
      links: [{ id: '9', in_reply_to_status_id: null }],
    });
  });
  it('opens the repeated status of a repeat, and nothing without a cached status', () => {
    const repeat = { id: '10', retweeted_status: { id: '4' } as Status };
    expect(cachedConversation(repeat)?.focusedId).toBe('4');
    expect(cachedConversation(undefined)).toBeUndefined();
  });
});
