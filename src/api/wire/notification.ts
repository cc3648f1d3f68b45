import type { WireAccount } from './account';
import type { WireStatus } from './status';

/** Mastodon `Notification` plus Pleroma/Akkoma fields. */
export interface WireNotification {
  id?: string | number;
  type?: string;
  created_at?: string;
  account?: WireAccount;
  status?: WireStatus | null;
  /** move: the account moved to. */
  target?: WireAccount | null;
  /** pleroma:emoji_reaction. */
  emoji?: string | null;
  emoji_url?: string | null;
  chat_message?: unknown;
  report?: unknown;
  pleroma?: { is_seen?: boolean; is_muted?: boolean };
}
