/**
 * Calls GoToSocial 0.19 does not have beyond the Pleroma family's (software.ts): the direct
 * timeline (conversations replace it), a user's own domain blocks (only admins block domains,
 * under /api/v1/admin). pleroma-fe's start-up documents are missing on every non-Pleroma server
 * (software.ts).
 */
const MISSING: RegExp[] = [/^\/api\/v1\/timelines\/direct$/, /^\/api\/v1\/domain_blocks$/];

/** True for a path GoToSocial answers 404 (a trailing slash ignored, as its router does). */
export function gotosocialMissingPath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/(.)\/+$/, '$1');
  return MISSING.some((pattern) => pattern.test(path));
}
