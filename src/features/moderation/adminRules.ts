import type { User } from '../../api';

/** Pleroma's MRF TagPolicy tags (document 2 §6): what each toggle of the admin menu sets. */
export const POLICY_TAGS = {
  force_nsfw: 'mrf_tag:media-force-nsfw',
  strip_media: 'mrf_tag:media-strip',
  force_unlisted: 'mrf_tag:force-unlisted',
  sandbox: 'mrf_tag:sandbox',
  disable_remote_subscription: 'mrf_tag:disable-remote-subscription',
  disable_any_subscription: 'mrf_tag:disable-any-subscription',
  quarantine: 'quarantine',
} as const;

export type PolicyTagName = keyof typeof POLICY_TAGS;

/** Tags for every account; the last three only make sense for local accounts (document 2 §6). */
const EVERY_ACCOUNT: PolicyTagName[] = ['force_nsfw', 'strip_media', 'force_unlisted', 'sandbox'];
const LOCAL_ONLY: PolicyTagName[] = [
  'disable_remote_subscription',
  'disable_any_subscription',
  'quarantine',
];

export function tagPolicyAvailable(mrfPolicies: readonly string[]): boolean {
  return mrfPolicies.includes('TagPolicy');
}

/** Which tag toggles the admin menu offers for this user. */
export function policyTagsFor(user: Pick<User, 'is_local'>, tagPolicy: boolean): PolicyTagName[] {
  if (!tagPolicy) return [];
  return user.is_local ? [...EVERY_ACCOUNT, ...LOCAL_ONLY] : EVERY_ACCOUNT;
}

/** Rights can be granted to local accounts only (document 2 §6). */
export function canChangeRights(user: Pick<User, 'is_local'>): boolean {
  return user.is_local;
}

/** The menu is for signed-in admins, and not on their own card (Akkoma refuses self-demotion). */
export function showsAdminMenu(
  viewer: Pick<User, 'id' | 'role'> | null,
  user: Pick<User, 'id'>,
): boolean {
  return viewer !== null && viewer.role === 'admin' && viewer.id !== user.id;
}

/** The user after a right changed: rights and the derived role (document 3 §3). */
export function withRight(user: User, right: 'admin' | 'moderator', on: boolean): User {
  const rights = { ...user.rights, [right]: on };
  const role = rights.admin ? 'admin' : rights.moderator ? 'moderator' : 'member';
  return { ...user, rights, role };
}

export function withTag(user: User, tag: string, on: boolean): User {
  const tags = on ? [...new Set([...user.tags, tag])] : user.tags.filter((t) => t !== tag);
  return { ...user, tags };
}

export function withActivation(user: User, active: boolean): User {
  return { ...user, deactivated: !active, is_active: active };
}
