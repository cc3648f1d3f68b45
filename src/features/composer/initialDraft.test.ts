import { describe, expect, it } from 'vitest';
import { normaliseStatus, type User } from '../../api';
import { initialDraft, replyMentions } from './initialDraft';

const status = normaliseStatus({
  id: '1',
  content: 'hello',
  spoiler_text: 'birds',
  visibility: 'unlisted',
  account: { id: 'a', acct: 'amara', username: 'amara' },
  mentions: [
    { id: 'j', acct: 'juniper', username: 'juniper' },
    { id: 'm', acct: 'moss@lichen.example', username: 'moss' },
  ],
});
const viewer = { id: 'j' } as User;
const defaults = {
  visibility: 'public' as const,
  contentType: 'text/plain',
  language: 'en',
  subjectLineBehavior: 'email' as const,
  sensitive: false,
};

describe('initialDraft', () => {
  it('starts a reply with mentions, subject and the limited scope', () => {
    expect(replyMentions(status, viewer)).toBe('@amara @moss@lichen.example ');
    const draft = initialDraft('reply', status, null, viewer, defaults);
    expect(draft.status).toBe('@amara @moss@lichen.example ');
    expect(draft.spoilerText).toBe('re: birds');
    expect(draft.visibility).toBe('unlisted');
  });

  it('fills an edit from the source', () => {
    const draft = initialDraft(
      'edit',
      status,
      { text: 'src', spoiler_text: 'cw', content_type: 'text/markdown' },
      viewer,
      defaults,
    );
    expect(draft).toMatchObject({
      status: 'src',
      spoilerText: 'cw',
      contentType: 'text/markdown',
      visibility: 'unlisted',
    });
  });

  it('pre-fills a new post with the message', () => {
    expect(initialDraft('new', null, null, viewer, defaults, 'from ?message=').status).toBe(
      'from ?message=',
    );
  });

  it('starts new media marked sensitive when the account says so, except in an edit', () => {
    const on = { ...defaults, sensitive: true };
    expect(initialDraft('new', null, null, viewer, on).nsfw).toBe(true);
    expect(initialDraft('reply', status, null, viewer, on).nsfw).toBe(true);
    expect(initialDraft('new', null, null, viewer, defaults).nsfw).toBe(false);
    expect(initialDraft('edit', status, null, viewer, on).nsfw).toBe(status.nsfw);
  });
});
