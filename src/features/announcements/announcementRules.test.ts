import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../api';
import { mergeAnnouncements, unreadCount } from './announcementRules';

const a = (id: string, read: boolean): Announcement => ({
  id,
  content: '',
  raw_content: '',
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '',
  read,
  inactive: false,
  emojis: [],
});

describe('announcement rules', () => {
  it('marks what the user list lacks as inactive for admins and keeps the user read state', () => {
    const merged = mergeAnnouncements(
      [a('1', false), a('2', true)],
      [a('1', true), a('2', true), a('3', true)],
    );
    expect(merged.map((x) => [x.id, x.read, x.inactive])).toEqual([
      ['1', false, false],
      ['2', true, false],
      ['3', true, true],
    ]);
  });

  it('counts unread announcements, leaving out read and inactive ones', () => {
    expect(unreadCount([a('1', false), a('2', true), { ...a('3', false), inactive: true }])).toBe(
      1,
    );
    expect(unreadCount(mergeAnnouncements([a('1', false)], null))).toBe(1);
  });
});
