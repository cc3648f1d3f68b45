import type { AccountRecord, Store } from '../store.js';

/** Mastodon's Relationship with Pleroma's `subscribing`, as the viewer sees the target. */
export function renderRelationship(store: Store, viewer: AccountRecord, target: AccountRecord) {
  const r = store.relations;
  const following = store.isFollowing(viewer.id, target.id);
  return {
    id: target.id,
    following,
    followed_by: store.isFollowing(target.id, viewer.id),
    blocking: r.has(r.blocks, viewer.id, target.id),
    blocked_by: r.has(r.blocks, target.id, viewer.id),
    muting: r.has(r.mutes, viewer.id, target.id),
    muting_notifications: r.has(r.mutes, viewer.id, target.id),
    requested: !following && r.has(r.requests, viewer.id, target.id),
    requested_by: r.has(r.requests, target.id, viewer.id),
    subscribing: r.has(r.subscriptions, viewer.id, target.id),
    notifying: r.has(r.subscriptions, viewer.id, target.id),
    showing_reblogs: following && !r.has(r.hiddenReblogs, viewer.id, target.id),
    domain_blocking:
      target.domain !== null && (r.domainBlocks.get(viewer.id)?.has(target.domain) ?? false),
    endorsed: false,
    note: r.noteOf(viewer.id, target.id),
  };
}
