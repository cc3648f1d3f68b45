// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normaliseNotification } from '../../api/normalise/notification';
import type { WireNotification } from '../../api/wire';
import { i18n } from '../../i18n/i18n';
import ar from '../../i18n/locales/ar/notifications.json';
import en from '../../i18n/locales/en/notifications.json';
import ja from '../../i18n/locales/ja/notifications.json';
import { NotificationItem } from './NotificationItem';

const amara = { id: 'u1', acct: 'amara', display_name: 'Amara Osei', username: 'amara' };
const wren = { id: 'u2', acct: 'wren', display_name: 'Wren', username: 'wren' };
// Likes and reactions always come with the post they are about (document 3 §9).
const status = { id: 's1', account: wren, content: '<p>hello</p>' };

function line(wire: Partial<WireNotification>): string {
  const n = normaliseNotification({
    id: '1',
    created_at: new Date().toISOString(),
    account: amara,
    ...wire,
  } as WireNotification);
  const { container } = render(<NotificationItem n={n} viewerId="me" />);
  return container.querySelector('.notification__line > span')?.textContent ?? '';
}

describe('NotificationItem wording', () => {
  beforeEach(() => {
    // Notifications bring their own text with their chunk; the test loads it as that would.
    i18n.extendResources('en', en);
    i18n.addResources('ja', ja);
    i18n.addResources('ar', ar);
  });
  afterEach(() => {
    cleanup();
    i18n.changeLanguage('en');
  });

  it('places the name, target and emoji where English puts them', () => {
    i18n.changeLanguage('en');
    expect(line({ type: 'move', target: wren })).toBe('Amara Osei moved to @wren');
    expect(line({ type: 'pleroma:emoji_reaction', emoji: '🔥', status })).toBe(
      'Amara Osei reacted with 🔥',
    );
    expect(line({ type: 'favourite', status })).toBe('Amara Osei favourited your post');
  });

  it('places them where Japanese puts them: the target and emoji before the verb', () => {
    i18n.changeLanguage('ja');
    expect(line({ type: 'move', target: wren })).toBe('Amara Osei が @wren に引っ越しました');
    expect(line({ type: 'pleroma:emoji_reaction', emoji: '🔥', status })).toBe(
      'Amara Osei が 🔥 でリアクションしました',
    );
  });

  it('places the name after the verb in Arabic', () => {
    i18n.changeLanguage('ar');
    expect(line({ type: 'favourite', status })).toBe('أضاف Amara Osei منشورك إلى المفضلة');
  });

  it('reads a move without a known target as a whole sentence', () => {
    i18n.changeLanguage('en');
    expect(line({ type: 'move' })).toBe('Amara Osei moved');
  });
});

describe('NotificationItem excerpt', () => {
  afterEach(cleanup);

  it('is one link to the post, holding none of the post’s own links as links', () => {
    const n = normaliseNotification({
      id: '1',
      created_at: new Date().toISOString(),
      account: amara,
      type: 'favourite',
      status: {
        ...status,
        content:
          '<p>Seeds <a class="hashtag" rel="tag" href="https://x.example/tag/gardening">#gardening</a> <a href="https://news.example/a">news</a></p>',
      },
    } as WireNotification);
    const { getByRole, getAllByRole } = render(<NotificationItem n={n} viewerId="me" />);
    // A link within a link is not HTML: a parser splits them (the kept first screen did).
    for (const link of getAllByRole('link')) expect(link.parentElement?.closest('a')).toBeNull();
    const excerpt = getByRole('link', { name: 'Seeds #gardening news' });
    expect(excerpt.getAttribute('href')).toBe('/notice/s1');
  });
});
