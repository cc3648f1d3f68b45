import type { Relationship } from '../entities';
import type { WireRelationship } from '../wire';
import { asBoolean, asId, asString, isRecord, mapSkipping } from './read';

export function normaliseRelationship(wire: WireRelationship): Relationship | null {
  if (!isRecord(wire)) return null;
  const id = asId(wire.id);
  if (id === null) return null;
  return {
    id,
    following: asBoolean(wire.following),
    followed_by: asBoolean(wire.followed_by),
    blocking: asBoolean(wire.blocking),
    blocked_by: asBoolean(wire.blocked_by),
    requested: asBoolean(wire.requested),
    requested_by: asBoolean(wire.requested_by),
    muting: asBoolean(wire.muting),
    muting_notifications: asBoolean(wire.muting_notifications),
    subscribing: asBoolean(wire.subscribing),
    notifying: asBoolean(wire.notifying),
    // Mastodon's default: reblogs of a followed account are shown unless turned off.
    showing_reblogs: asBoolean(wire.showing_reblogs, true),
    domain_blocking: asBoolean(wire.domain_blocking),
    endorsed: asBoolean(wire.endorsed),
    note: asString(wire.note),
  };
}

export function normaliseRelationships(list: unknown): Relationship[] {
  return mapSkipping(list, (item) => normaliseRelationship(item as WireRelationship));
}
