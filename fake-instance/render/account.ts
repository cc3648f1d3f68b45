import { settingsBookFor } from '../accountSettings.js';
import type { AccountRecord } from '../store.js';
import { absolute, acctOf, isoTime, isStaff, type RenderContext } from './context.js';
import { renderEmojiList } from './emoji.js';
import { bioHtml, fieldHtml, shortcodesIn } from './text.js';

/**
 * An account as Akkoma 3.x sends it: Mastodon's fields, `pleroma{}` and `akkoma{}`.
 * With `credentials` (verify_credentials), adds `source` and the private extras.
 */

export function apId(ctx: RenderContext, account: AccountRecord): string {
  return account.domain
    ? `https://${account.domain}/users/${account.username}`
    : `${ctx.config.publicUrl}/users/${account.username}`;
}

function profileUrl(ctx: RenderContext, account: AccountRecord): string {
  // Mastodon servers link profiles as /@name; Akkoma and Pleroma use the actor id.
  if (account.domain && account.software?.name === 'mastodon')
    return `https://${account.domain}/@${account.username}`;
  return apId(ctx, account);
}

function statusesCount(ctx: RenderContext, account: AccountRecord): number {
  let count = 0;
  for (const status of ctx.store.statuses.values()) if (status.accountId === account.id) count += 1;
  return count;
}

function lastStatusAt(ctx: RenderContext, account: AccountRecord): string | null {
  let latest = 0;
  for (const status of ctx.store.statuses.values())
    if (status.accountId === account.id && status.createdAt > latest) latest = status.createdAt;
  // Akkoma sends only the date here.
  return latest === 0 ? null : isoTime(latest).slice(0, 10);
}

/** Mastodon's one flag for both lists, from the fake's two (seed/people.ts). */
export function hidesCollections(account: AccountRecord): boolean {
  return account.hideFollowers || account.hideFollows;
}

export function renderAccount(
  ctx: RenderContext,
  account: AccountRecord,
  options: { credentials?: boolean } = {},
) {
  const self = ctx.viewer?.id === account.id;
  const stored = settingsBookFor(ctx.store).optionsOf(account.id);
  const followers = ctx.store.followersOf(account.id).length + account.extraFollowers;
  const following = (ctx.store.following.get(account.id)?.size ?? 0) + account.extraFollowing;
  const avatar = absolute(ctx, account.avatar);
  const header = absolute(ctx, account.header);
  // Mastodon hides both lists with one flag and keeps their counts; Akkoma zeroes the count.
  const mastodon = ctx.config.software === 'mastodon';
  const zero = (hidden: boolean) => hidden && !self && !mastodon;
  const rendered = {
    id: account.id,
    username: account.username,
    acct: acctOf(account),
    display_name: account.displayName,
    locked: account.locked,
    bot: account.bot,
    discoverable: account.discoverable,
    created_at: isoTime(account.createdAt),
    note: account.noteHtml ?? bioHtml(account.bio),
    url: profileUrl(ctx, account),
    avatar,
    avatar_static: avatar,
    header,
    header_static: header,
    followers_count: zero(account.hideFollowers) ? 0 : followers,
    following_count: zero(account.hideFollows) ? 0 : following,
    ...(mastodon ? { hide_collections: hidesCollections(account) } : {}),
    statuses_count: statusesCount(ctx, account),
    last_status_at: lastStatusAt(ctx, account),
    emojis: renderEmojiList(ctx, shortcodesIn(account.displayName, account.bio)),
    fields: account.fields.map((f) => ({
      name: f.name,
      value: f.html ?? fieldHtml(f.value),
      verified_at: f.verifiedAt ? isoTime(f.verifiedAt) : null,
    })),
    fqn: account.domain
      ? acctOf(account)
      : `${account.username}@${new URL(ctx.config.publicUrl).host}`,
    pleroma: {
      ap_id: apId(ctx, account),
      also_known_as: [] as string[],
      background_image: stored.backgroundImage ? absolute(ctx, stored.backgroundImage) : null,
      favicon: absolute(
        ctx,
        account.favicon ??
          (account.domain ? `/proxy/favicons/${account.domain}.png` : '/favicon.png'),
      ),
      hide_favorites: stored.hideFavorites,
      hide_followers: account.hideFollowers,
      hide_follows: account.hideFollows,
      hide_followers_count: stored.hideFollowersCount,
      hide_follows_count: stored.hideFollowsCount,
      is_admin: account.isAdmin,
      is_moderator: account.isModerator,
      is_confirmed: true,
      is_suggested: false,
      accepts_chat_messages: true,
      skip_thread_containment: false,
      tags: account.tags,
      relationship: {},
      ...(account.birthday ? { birthday: account.birthday } : {}),
      // Akkoma shows the activation flag only to staff and the account itself.
      ...(self || isStaff(ctx.viewer)
        ? { deactivated: account.deactivated, is_active: !account.deactivated }
        : {}),
    },
    akkoma: {
      instance: account.domain
        ? {
            name: account.domain,
            favicon: absolute(ctx, account.favicon ?? `/proxy/favicons/${account.domain}.png`),
            nodeinfo: { software: account.software ?? { name: 'unknown', version: '' } },
          }
        : null,
      status_ttl_days: null,
      permit_followback: stored.permitFollowback,
    },
  };
  if (!options.credentials) return rendered;
  const followRequests = ctx.store.relations.requestersOf(account.id).length;
  return {
    ...rendered,
    follow_requests_count: followRequests,
    source: {
      note: account.bio,
      sensitive: stored.sensitive,
      privacy: stored.defaultScope,
      language: 'en',
      fields: account.fields.map((f) => ({ name: f.name, value: f.value })),
      follow_requests_count: followRequests,
      pleroma: {
        actor_type: account.bot ? 'Service' : 'Person',
        discoverable: account.discoverable,
        no_rich_text: stored.noRichText,
        show_role: true,
      },
    },
    pleroma: {
      ...rendered.pleroma,
      email: account.email ?? null,
      allow_following_move: stored.allowFollowingMove,
      unread_conversation_count: 0,
      unread_notifications_count: 0,
      notification_settings: {
        block_from_strangers: stored.blockFromStrangers,
        hide_notification_contents: stored.hideNotificationContents,
      },
      chat_token: `chat-${account.id}`,
      settings_store: {},
      follow_requests_count: followRequests,
    },
  };
}
