import { describe, expect, it } from 'vitest';
import { notificationsPlace, postFormPlace } from './thirdColumn';

describe('third-column modes', () => {
  it('notifications: the wide layout gives them the column, the form stays in the sidebar', () => {
    expect(notificationsPlace('wide', 'notifications')).toBe('column');
    expect(postFormPlace('wide', 'notifications')).toBe('sidebar');
  });

  it('post form: the wide layout gives the form the column, notifications stay in the sidebar', () => {
    expect(postFormPlace('wide', 'postform')).toBe('column');
    expect(notificationsPlace('wide', 'postform')).toBe('sidebar');
  });

  it('none, or a narrower window: both in the sidebar', () => {
    for (const mode of ['none', 'notifications', 'postform'] as const) {
      expect(notificationsPlace('normal', mode)).toBe('sidebar');
      expect(postFormPlace('normal', mode)).toBe('sidebar');
    }
    expect(notificationsPlace('wide', 'none')).toBe('sidebar');
    expect(postFormPlace('wide', 'none')).toBe('sidebar');
  });

  it('mobile has no sidebar: notifications in the drawer, no form', () => {
    expect(notificationsPlace('mobile', 'postform')).toBe('drawer');
    expect(postFormPlace('mobile', 'postform')).toBe('none');
  });
});
