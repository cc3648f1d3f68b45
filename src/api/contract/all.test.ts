/**
 * Every covered fixture goes through its normaliser without throwing, and the results keep the
 * entity invariants the UI relies on (ids present, lists are lists, numbers are numbers).
 */
import { describe, expect, it } from 'vitest';
import type { Status, User } from '../entities';
import type { Notification } from '../notificationTypes';
import { normaliseInstance } from '../normalise/instance';
import { normaliseNodeinfo } from '../normalise/nodeinfo';
import { normaliseNotification, normaliseNotifications } from '../normalise/notification';
import { isRecord } from '../normalise/read';
import { normaliseRelationship } from '../normalise/relationship';
import { normaliseStatus, normaliseStatuses } from '../normalise/status';
import { normaliseUser, normaliseUsers } from '../normalise/user';
import type {
  WireInstance,
  WireNodeinfo,
  WireNotification,
  WireRelationship,
  WireStatus,
} from '../wire';
import { readFixture } from './fixtures';
import { CONTRACT_FIXTURES, type FixtureKind } from './manifest';

function expectUser(user: User): void {
  expect(user.id).not.toBe('');
  expect(typeof user.screen_name).toBe('string');
  expect(['admin', 'moderator', 'member']).toContain(user.role);
  expect(user.is_local).toBe(!user.screen_name.includes('@'));
  expect(Number.isFinite(user.followers_count)).toBe(true);
  expect(Array.isArray(user.emoji)).toBe(true);
}

function expectStatus(status: Status): void {
  expect(status.id).not.toBe('');
  expect(['status', 'retweet', 'favorite', 'deletion', 'follow', 'unknown']).toContain(status.type);
  expect(['public', 'unlisted', 'private', 'direct', 'local']).toContain(status.visibility);
  expect(typeof status.text).toBe('string');
  expect(Number.isFinite(status.fave_num) && Number.isFinite(status.repeat_num)).toBe(true);
  for (const attachment of status.attachments) {
    expect(['image', 'video', 'audio', 'flash', 'html', 'unknown']).toContain(attachment.type);
  }
  if (status.retweeted_status) {
    expect(status.type).toBe('retweet');
    expectStatus(status.retweeted_status);
  }
}

function expectNotification(notification: Notification): void {
  expect(notification.id).not.toBe('');
  expect(notification.type).not.toBe('favourite');
  expect(notification.type).not.toBe('reblog');
  expectUser(notification.from_profile);
  if (notification.status) expectStatus(notification.status);
}

function check(kind: FixtureKind, data: unknown): number {
  switch (kind) {
    case 'status':
      expectStatus(normaliseStatus(data as WireStatus));
      return 1;
    case 'statuses': {
      const statuses = normaliseStatuses(data);
      statuses.forEach(expectStatus);
      return statuses.length;
    }
    case 'context': {
      const context = isRecord(data) ? data : {};
      const statuses = [
        ...normaliseStatuses(context['ancestors']),
        ...normaliseStatuses(context['descendants']),
      ];
      statuses.forEach(expectStatus);
      return statuses.length;
    }
    case 'account':
      expectUser(normaliseUser(data as never));
      return 1;
    case 'accounts': {
      const users = normaliseUsers(data);
      users.forEach(expectUser);
      return users.length;
    }
    case 'account-map': {
      const users = normaliseUsers(Object.values(isRecord(data) ? data : {}));
      users.forEach(expectUser);
      return users.length;
    }
    case 'notification':
      expectNotification(normaliseNotification(data as WireNotification));
      return 1;
    case 'notifications': {
      const notifications = normaliseNotifications(data);
      notifications.forEach(expectNotification);
      return notifications.length;
    }
    case 'instance': {
      const settings = normaliseInstance(data as WireInstance);
      expect(settings.textlimit).toBeGreaterThan(0);
      expect(Number.isInteger(settings.uploadlimit)).toBe(true);
      expect(settings.pollLimits.max_options).toBeGreaterThan(0);
      return 1;
    }
    case 'relationship':
      expect(normaliseRelationship(data as WireRelationship)).not.toBeNull();
      return 1;
    case 'nodeinfo':
      expect(normaliseNodeinfo(data as WireNodeinfo).software_name).not.toBe('');
      return 1;
    case 'nodeinfo-links':
      expect(isRecord(data) && Array.isArray(data['links'])).toBe(true);
      return 1;
    case 'capture': {
      // The body of a captured reply goes through whatever it is; the replay test checks meaning.
      const body = isRecord(data) ? data['body'] : undefined;
      if (Array.isArray(body)) {
        normaliseStatuses(body);
        normaliseNotifications(body);
      } else if (isRecord(body)) {
        normaliseUser(body as never);
        normaliseInstance(body as WireInstance);
        normaliseNodeinfo(body as WireNodeinfo);
      }
      return 1;
    }
  }
}

describe('every covered fixture normalises', () => {
  it.each(Object.entries(CONTRACT_FIXTURES))('%s (%s)', (file, kind) => {
    const data = readFixture(file);
    expect(check(kind, data)).toBeGreaterThan(0);
  });
});
