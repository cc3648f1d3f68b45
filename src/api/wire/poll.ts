import type { WireEmoji } from './emoji';

export interface WirePollOption {
  title?: string;
  votes_count?: number | null;
}

/** Mastodon `Poll`. */
export interface WirePoll {
  id?: string | number;
  expires_at?: string | null;
  expired?: boolean;
  multiple?: boolean;
  votes_count?: number;
  voters_count?: number | null;
  voted?: boolean;
  own_votes?: number[];
  options?: WirePollOption[];
  emojis?: WireEmoji[];
  pleroma?: { non_anonymous?: boolean };
}
