import { apId } from './account.js';
import type { RenderContext } from './context.js';
import { MASTODON_VERSION } from '../software.js';
import { features, federation, LIMITS, POST_FORMATS, RESTRICTED_NICKNAMES } from './limits.js';

/** NodeInfo 2.0 / 2.1 with Akkoma's metadata block, or Mastodon's bare one (software.ts). */
export function renderNodeinfo(ctx: RenderContext, version: '2.0' | '2.1') {
  const { config, store } = ctx;
  const accounts = [...store.accounts.values()];
  const local = accounts.filter((a) => a.domain === null);
  const localIds = new Set(local.map((a) => a.id));
  const staff = local.filter((a) => a.isAdmin || a.isModerator);
  const visible = (t: 'local' | 'federated' | 'bubble'): boolean =>
    !config.privateMode && !config.restrictedTimelines.includes(t);
  const mastodon = config.software === 'mastodon';
  const software: { name: string; version: string; repository?: string; homepage?: string } =
    mastodon
      ? { name: 'mastodon', version: MASTODON_VERSION }
      : { name: 'akkoma', version: '3.13.2' };
  if (version === '2.1' && !mastodon) {
    software.repository = 'https://akkoma.dev/AkkomaGang/akkoma';
    software.homepage = 'https://akkoma.dev/AkkomaGang/akkoma';
  }
  return {
    version,
    software,
    protocols: ['activitypub'],
    services: { inbound: [] as string[], outbound: [] as string[] },
    openRegistrations: config.registrations !== 'closed',
    usage: {
      users: {
        total: local.length,
        activeMonth: local.filter((a) => !a.deactivated).length,
        activeHalfyear: local.length,
      },
      localPosts: [...store.statuses.values()].filter(
        (s) => !s.reblogOfId && localIds.has(s.accountId),
      ).length,
    },
    // Mastodon's metadata holds only its name and description.
    metadata: mastodon
      ? {
          nodeName: config.title,
          nodeDescription: 'A small, friendly demo server for the Petrel client.',
        }
      : akkomaMetadata(),
  };

  function akkomaMetadata() {
    return {
      nodeName: config.title,
      nodeDescription: 'A small, friendly demo server for the Petrel client.',
      private: config.privateMode,
      suggestions: { enabled: true, web: '' },
      staffAccounts: staff.map((a) => apId(ctx, a)),
      federation: federation(config),
      pollLimits: LIMITS.poll,
      postFormats: POST_FORMATS,
      uploadLimits: {
        general: LIMITS.upload,
        avatar: LIMITS.avatar,
        background: LIMITS.background,
        banner: LIMITS.banner,
      },
      fieldsLimits: {
        maxFields: LIMITS.fields.max_fields,
        maxRemoteFields: LIMITS.fields.max_remote_fields,
        nameLength: LIMITS.fields.name_length,
        valueLength: LIMITS.fields.value_length,
      },
      accountActivationRequired: config.mailer,
      invitesEnabled: false,
      mailerEnabled: config.mailer,
      features: features(config),
      restrictedNicknames: RESTRICTED_NICKNAMES,
      skipThreadContainment: true,
      privilegedStaff: false,
      localBubbleInstances: config.bubbleInstances,
      publicTimelineVisibility: {
        local: visible('local'),
        federated: visible('federated'),
        bubble: visible('bubble'),
      },
      federatedTimelineAvailable: true,
      captcha: { type: config.captcha, enabled: config.captcha !== 'none' },
      accountApprovalRequired: config.registrations === 'approval',
    };
  }
}

export function renderWellKnownNodeinfo(ctx: RenderContext) {
  return {
    links: [
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0',
        href: `${ctx.config.publicUrl}/nodeinfo/2.0.json`,
      },
      {
        rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
        href: `${ctx.config.publicUrl}/nodeinfo/2.1.json`,
      },
    ],
  };
}
