import { plainVersionAtLeast, type AccountOptions, type ServerFeatures } from '../../api';

export type BoolOption = {
  [K in keyof AccountOptions]: AccountOptions[K] extends boolean ? K : never;
}[keyof AccountOptions];

type Needs = Pick<
  ServerFeatures,
  'pleromaAccountOptions' | 'pleromaApi' | 'akkomaApi' | 'software' | 'softwareVersion'
>;

/**
 * Mastodon 4.1 added `hide_collections` to update_credentials. Decided here, in the settings
 * chunk, rather than as a server profile flag, which would cost bytes on every page.
 */
const hidesCollections = (s: Needs) =>
  (s.software === 'mastodon' || s.software === 'hometown') &&
  plainVersionAtLeast(s.softwareVersion, 4, 1);

/**
 * Which server each account option needs (issue 25, item 8). Mastodon's update_credentials
 * takes `locked`, `discoverable` and `source[sensitive]`; GoToSocial and Mastodon answer 400
 * (or drop silently) for Pleroma's profile flags, and only Akkoma has `permit_followback`.
 */
const OPTION_NEEDS: Record<BoolOption, (server: Needs) => boolean> = {
  defaultNSFW: () => true,
  locked: () => true,
  discoverable: () => true,
  stripRichContent: (s) => s.pleromaAccountOptions,
  allowFollowingMove: (s) => s.pleromaAccountOptions,
  hideFavorites: (s) => s.pleromaAccountOptions,
  hideFollowers: (s) => s.pleromaAccountOptions,
  hideFollows: (s) => s.pleromaAccountOptions,
  hideFollowersCount: (s) => s.pleromaAccountOptions,
  hideFollowsCount: (s) => s.pleromaAccountOptions,
  hideCollections: hidesCollections,
  permitFollowback: (s) => s.akkomaApi,
  // Pleroma's notification_settings call.
  webPushHideContents: (s) => s.pleromaApi,
  blockNotificationsFromStrangers: (s) => s.pleromaApi,
};

/** The profile tab's two groups of account options, in the order it shows them. */
export const POSTING_OPTIONS = ['defaultNSFW', 'stripRichContent'] as const;
export const PRIVACY_OPTIONS = [
  'locked',
  'permitFollowback',
  'allowFollowingMove',
  'discoverable',
  'hideFavorites',
  'hideFollowers',
  'hideFollowersCount',
  'hideFollows',
  'hideFollowsCount',
  'hideCollections',
] as const satisfies readonly BoolOption[];

/** The options of `names` this server can save, in their order. */
export function offeredOptions<N extends BoolOption>(names: readonly N[], server: Needs): N[] {
  return names.filter((name) => OPTION_NEEDS[name](server));
}
