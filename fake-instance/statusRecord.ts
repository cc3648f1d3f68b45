import type { StatusRecord } from './store.js';

/** What a new post must name; the rest may differ from a fresh post's defaults. */
export type NewStatusFields = Pick<StatusRecord, 'id' | 'accountId' | 'createdAt' | 'content'> &
  Partial<StatusRecord>;

/**
 * A post as it stands when first made: public, plain text, not a reply, nothing attached and
 * nobody has favourited, repeated, bookmarked, pinned, muted or reacted to it yet.
 */
export function newStatusRecord(fields: NewStatusFields): StatusRecord {
  return {
    visibility: 'public',
    source: '',
    contentType: 'text/plain',
    spoilerText: '',
    sensitive: false,
    language: 'en',
    inReplyToId: null,
    conversationId: fields.id,
    mentionIds: [],
    tags: [],
    emojis: [],
    mediaIds: [],
    pollId: null,
    card: null,
    quoteId: null,
    reblogOfId: null,
    reactions: [],
    favouritedBy: [],
    bookmarkedBy: [],
    pinnedBy: [],
    mutedBy: [],
    extraFavourites: 0,
    extraReblogs: 0,
    application: null,
    ...fields,
  };
}

/**
 * A repeat of `original`: no content of its own (the original is rendered inside it), in the
 * original's visibility and thread.
 */
export function newRepeatRecord(
  original: StatusRecord,
  fields: Pick<StatusRecord, 'id' | 'accountId' | 'createdAt'>,
): StatusRecord {
  return newStatusRecord({
    ...fields,
    content: '',
    visibility: original.visibility,
    contentType: original.contentType,
    language: original.language,
    conversationId: original.conversationId,
    reblogOfId: original.id,
  });
}
