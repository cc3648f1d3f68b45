/** Mastodon `Relationship`; Pleroma adds `subscribing`. */
export interface WireRelationship {
  id?: string;
  following?: boolean;
  followed_by?: boolean;
  blocking?: boolean;
  blocked_by?: boolean;
  requested?: boolean;
  requested_by?: boolean;
  muting?: boolean;
  muting_notifications?: boolean;
  subscribing?: boolean;
  notifying?: boolean;
  showing_reblogs?: boolean;
  domain_blocking?: boolean;
  endorsed?: boolean;
  note?: string;
  languages?: string[] | null;
}
