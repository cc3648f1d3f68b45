import { describe, expect, it } from 'vitest';
import {
  initialReplyVisibility,
  offeredScopes,
  SCOPE_RANK,
  scopesForReply,
  suggestedVisibility,
} from './scope';

describe('scope ordering', () => {
  it('ranks direct 0, private 1, local and unlisted 2, public 3', () => {
    expect(SCOPE_RANK).toEqual({ direct: 0, private: 1, local: 2, unlisted: 2, public: 3 });
  });

  it('offers every scope to a new post', () => {
    expect(scopesForReply(null)).toEqual(['public', 'unlisted', 'local', 'private', 'direct']);
  });

  it('offers only scopes at or below the original in a reply', () => {
    expect(scopesForReply('public')).toEqual(['public', 'unlisted', 'local', 'private', 'direct']);
    expect(scopesForReply('unlisted')).toEqual(['unlisted', 'local', 'private', 'direct']);
    expect(scopesForReply('private')).toEqual(['private', 'direct']);
  });

  it('allows only direct under a direct original', () => {
    expect(scopesForReply('direct')).toEqual(['direct']);
  });

  it('allows direct and local under a local original', () => {
    expect(scopesForReply('local')).toEqual(['local', 'direct']);
  });
});

describe('suggestedVisibility', () => {
  it('keeps a copied direct scope', () => {
    expect(suggestedVisibility('direct', 'public')).toBe('direct');
    expect(suggestedVisibility('direct', 'private')).toBe('direct');
  });

  it('copies a non-public scope unless the default is private', () => {
    expect(suggestedVisibility('unlisted', 'public')).toBe('unlisted');
    expect(suggestedVisibility('private', 'public')).toBe('private');
    expect(suggestedVisibility('unlisted', 'private')).toBe('private');
  });

  it('uses the default for a public original or a new post', () => {
    expect(suggestedVisibility('public', 'unlisted')).toBe('unlisted');
    expect(suggestedVisibility(null, 'private')).toBe('private');
  });
});

describe('initialReplyVisibility', () => {
  it('never widens the original', () => {
    expect(initialReplyVisibility('local', 'private')).toBe('local');
    expect(initialReplyVisibility('unlisted', 'private')).toBe('private');
    expect(initialReplyVisibility('public', 'public')).toBe('public');
  });
});

describe('offeredScopes', () => {
  it('offers local only where the server has local-only posts', () => {
    expect(offeredScopes(true)).toEqual(['public', 'unlisted', 'local', 'private', 'direct']);
    expect(offeredScopes(false)).toEqual(['public', 'unlisted', 'private', 'direct']);
  });

  it('a reply to a local post on a server without local-only stays direct', () => {
    expect(scopesForReply('local', offeredScopes(false))).toEqual(['direct']);
    expect(scopesForReply('public', offeredScopes(false))).not.toContain('local');
  });
});
