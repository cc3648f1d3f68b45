import type { IdStyle } from './ids.js';

/**
 * Which server the fake instance pretends to be. 'akkoma' is the full fake; 'mastodon' answers
 * like a plain Mastodon 4: nodeinfo names mastodon with no Akkoma metadata, the instance has no
 * pleroma block, and every Pleroma/Akkoma-only call is a 404, so e2e can check that Petrel
 * hides the controls those calls back. 'gotosocial' answers like GoToSocial 0.19, with its
 * shapes and its refusals (gotosocial/).
 */
export type Software = 'akkoma' | 'mastodon' | 'gotosocial';
export const SOFTWARE: readonly Software[] = ['akkoma', 'mastodon', 'gotosocial'];

/** True for a server outside the Pleroma family: no Pleroma/Akkoma calls, fields or types. */
export function mastodonApiOnly(software: Software): boolean {
  return software !== 'akkoma';
}

/** Each server's own shape of ids (ids.ts). */
export const ID_STYLE: Record<Software, IdStyle> = {
  akkoma: 'flake',
  mastodon: 'snowflake',
  gotosocial: 'ulid',
};

export const MASTODON_VERSION = '4.2.0';

/** Mastodon 4's own defaults for the limits the client reads. */
export const MASTODON_LIMITS = {
  maxCharacters: 500,
  maxMediaAttachments: 4,
  imageSizeLimit: 16_777_216,
  videoSizeLimit: 103_809_024,
  polls: {
    max_options: 4,
    max_characters_per_option: 50,
    min_expiration: 300,
    max_expiration: 2_629_746,
  },
};

const PLEROMA_ONLY: RegExp[] = [
  /^\/api\/pleroma\//,
  /^\/api\/v[12]\/pleroma\//,
  /^\/api\/v1\/akkoma\//,
  /^\/api\/oauth_tokens/,
  /^\/api\/v1\/timelines\/bubble/,
  // Mastodon removed the direct timeline in 3.0 (conversations replace it); only Pleroma keeps it.
  /^\/api\/v1\/timelines\/direct/,
  /^\/api\/v1\/statuses\/[^/]+\/translations\//,
  /^\/main\/ostatus/,
  // pleroma-fe's start-up documents, which only a Pleroma-family server hosts: Mastodon and
  // GoToSocial answer them 404 (their own /static or /instance hold no such files).
  /^\/static\/(config|styles|stickers|emoji)\.json$/,
  /^\/static\/(themes|stickers)\//,
  /^\/static\/terms-of-service\.html$/,
  /^\/instance\/panel\.html$/,
];

/** True for a path only the Pleroma family answers. */
export function pleromaOnlyPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return PLEROMA_ONLY.some((pattern) => pattern.test(path));
}
