/**
 * Which real fixture files the contract tests run through which normaliser. Every JSON file of
 * the covered folders is either listed here or in NOT_ENTITIES with the reason.
 */
export type FixtureKind =
  | 'status'
  | 'statuses'
  | 'context'
  | 'account'
  | 'accounts'
  | 'account-map'
  | 'notification'
  | 'notifications'
  | 'instance'
  | 'relationship'
  | 'nodeinfo'
  | 'nodeinfo-links'
  | 'capture';

const soapbox = (name: string) => `soapbox-fixtures/${name}.json`;

export const CONTRACT_FIXTURES: Readonly<Record<string, FixtureKind>> = {
  // Statuses (Pleroma 2.4, Mastodon, Fedibird, Friendica, GoToSocial, Mitra, Truth Social)
  [soapbox('fedibird-quote-of-quote-post')]: 'status',
  [soapbox('fedibird-quote-post')]: 'status',
  [soapbox('friendica-status')]: 'status',
  [soapbox('gotosocial-status')]: 'status',
  [soapbox('mastodon-reply-to-self')]: 'status',
  [soapbox('mitra-status-with-attachments')]: 'status',
  [soapbox('pleroma-quote-of-quote-post')]: 'status',
  [soapbox('pleroma-quote-post')]: 'status',
  [soapbox('pleroma-status-deleted')]: 'status',
  [soapbox('pleroma-status-reply-with-mentions')]: 'status',
  [soapbox('pleroma-status-vertical-video-without-metadata')]: 'status',
  [soapbox('pleroma-status-with-attachments')]: 'status',
  [soapbox('pleroma-status-with-poll-with-emojis')]: 'status',
  [soapbox('pleroma-status-with-poll')]: 'status',
  [soapbox('pleroma-status')]: 'status',
  [soapbox('status-custom-emoji')]: 'status',
  [soapbox('status-cw')]: 'status',
  [soapbox('status-unordered-mentions')]: 'status',
  [soapbox('status-with-card')]: 'status',
  [soapbox('status-with-poll')]: 'status',
  [soapbox('truthsocial-status-in-moderation')]: 'status',
  [soapbox('status-quotes')]: 'statuses',
  [soapbox('mitra-context')]: 'statuses',
  'pleroma-fe/mastoapi.json': 'statuses',
  [soapbox('context_1')]: 'context',
  [soapbox('context_2')]: 'context',
  // Accounts
  [soapbox('account-moved')]: 'account',
  [soapbox('account-with-emojis')]: 'account',
  [soapbox('fedibird-account')]: 'account',
  [soapbox('gotosocial-account')]: 'account',
  [soapbox('lain')]: 'account',
  [soapbox('mastodon-account')]: 'account',
  [soapbox('mk')]: 'account',
  [soapbox('pleroma-2.2.2-account')]: 'account',
  [soapbox('pleroma-account')]: 'account',
  [soapbox('realDonaldTrump')]: 'account',
  [soapbox('truthsocial-account')]: 'account',
  [soapbox('blocks')]: 'accounts',
  [soapbox('accounts')]: 'account-map',
  // Notifications
  [soapbox('notification-favourite')]: 'notification',
  [soapbox('notification-follow')]: 'notification',
  [soapbox('notification-follow_request')]: 'notification',
  [soapbox('notification-mention')]: 'notification',
  [soapbox('notification-move')]: 'notification',
  [soapbox('notification-pleroma-chat_mention')]: 'notification',
  [soapbox('notification-pleroma-emoji_reaction')]: 'notification',
  [soapbox('notification-poll')]: 'notification',
  [soapbox('notification-reblog')]: 'notification',
  [soapbox('notification')]: 'notification',
  [soapbox('pleroma-notification-move')]: 'notification',
  [soapbox('notifications')]: 'notifications',
  // Instances
  [soapbox('akkoma-instance')]: 'instance',
  [soapbox('fedibird-instance')]: 'instance',
  [soapbox('friendica-instance')]: 'instance',
  [soapbox('gotosocial-instance')]: 'instance',
  [soapbox('mastodon-3.0.0-instance')]: 'instance',
  [soapbox('mastodon-instance-rc')]: 'instance',
  [soapbox('mastodon-instance-v2')]: 'instance',
  [soapbox('mastodon-instance')]: 'instance',
  [soapbox('mitra-instance')]: 'instance',
  [soapbox('pixelfed-instance')]: 'instance',
  [soapbox('pleroma-instance')]: 'instance',
  // Relationship
  [soapbox('relationship')]: 'relationship',
  // Nodeinfo
  'nodeinfo/akkoma-docs-nodeinfo-2.0.json': 'nodeinfo',
  'nodeinfo/akkoma-docs-nodeinfo-2.1.json': 'nodeinfo',
  'nodeinfo/example-2.0.json': 'nodeinfo',
  'nodeinfo/example-2.1.json': 'nodeinfo',
  'nodeinfo/akkoma-docs-nodeinfo-well-known.json': 'nodeinfo-links',
  // snac2 captures: replayed through the HTTP client
  'snac-captured/alice-home.json': 'capture',
  'snac-captured/bob-home.json': 'capture',
  'snac-captured/alice-notifications.json': 'capture',
  'snac-captured/alice-verify_credentials.json': 'capture',
  'snac-captured/custom_emojis.json': 'capture',
  'snac-captured/instance-v1.json': 'capture',
  'snac-captured/instance-v2.json': 'capture',
  'snac-captured/nodeinfo-2.0.json': 'capture',
};

/** Files of the covered folders that hold no entity this layer normalises. */
export const NOT_ENTITIES: Readonly<Record<string, string>> = {
  [soapbox('admin_api_frontend_config')]: 'admin config, not an entity of src/api',
  [soapbox('announcements')]: 'announcements: normalised by a later announcements module',
  [soapbox('app')]: 'OAuth app registration reply',
  [soapbox('chats')]: 'Pleroma chats, not in the spec',
  [soapbox('config_db')]: 'admin config',
  [soapbox('group-truthsocial')]: 'Truth Social group, not an account',
  [soapbox('markers')]: 'markers, not in the spec',
  [soapbox('pleroma-admin-config')]: 'admin config',
  [soapbox('rules')]: 'instance rules list',
  'nodeinfo/schema-2.0.json': 'JSON Schema, not a reply',
  'nodeinfo/schema-2.1.json': 'JSON Schema, not a reply',
  'snac-captured/INDEX.json': 'index of the captures',
};
