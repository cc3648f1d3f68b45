import type { ServerFeatures } from '../../api';
import { useInstanceStore } from './instanceStore';

/**
 * Before the instance is read, only the plain Mastodon API is assumed (what
 * detectFeatures(null, null) returns; a test keeps the two equal). Written out so the lazily
 * loaded controls that ask do not pull the detection code into a shared chunk.
 */
export const UNKNOWN_SERVER: ServerFeatures = {
  software: '',
  softwareVersion: '',
  passwordGrant: true,
  accountLookup: true,
  directTimeline: false,
  conversations: true,
  notificationsReadMethod: 'markers',
  pleromaAccountOptions: false,
  domainBlocks: false,
  themes: false,
  staffDeleteOthers: false,
  streamingTextPing: false,
  pleromaApi: false,
  akkomaApi: false,
  reactions: false,
  customEmojiReactions: false,
  bubbleTimeline: false,
  quotes: false,
  translation: false,
  settingsProfiles: false,
  mfa: false,
  captcha: false,
  adminApi: false,
  announcements: false,
  postFormats: ['text/plain'],
  editing: false,
  localOnly: false,
  subscriptions: false,
  accountManagement: false,
  accountMigration: false,
  backups: false,
  imports: false,
  mascot: false,
  polls: true,
  mediaProxy: false,
  safeDM: false,
  chats: false,
  limits: {
    text: 5000,
    poll: { max_options: 4, max_option_chars: 255, min_expiration: 60, max_expiration: 86400 },
    upload: 0,
    avatar: 0,
    background: 0,
    banner: 0,
    fields: { maxFields: 4, maxRemoteFields: 4, nameLength: 255, valueLength: 255 },
    description: 0,
  },
};

/** What the current server offers; every control that needs an extension asks this. */
export function useServerFeatures(): ServerFeatures {
  return useInstanceStore((s) => s.settings?.supports ?? UNKNOWN_SERVER);
}
