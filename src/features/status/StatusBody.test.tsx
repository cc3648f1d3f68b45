// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normaliseStatus, type Status } from '../../api';
import { MemoryRouter } from '../../ui/router';
import { StatusBody } from './StatusBody';
import { prepareBody } from './statusBodies';

const sanitised = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/sanitizeHtml', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/sanitizeHtml')>();
  return {
    ...real,
    sanitizeHtml: (html: string) => {
      sanitised.count++;
      return real.sanitizeHtml(html);
    },
  };
});

let next = 1;
function status(content: string, extra: Record<string, unknown> = {}): Status {
  return normaliseStatus({
    id: `body-${next++}`,
    created_at: '2026-11-20T10:00:00.000Z',
    content,
    account: { id: 'u1', acct: 'writer', username: 'writer' },
    ...extra,
  });
}

function mount(s: Status) {
  return render(
    <MemoryRouter>
      <StatusBody status={s} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sanitised.count = 0;
});
afterEach(cleanup);

describe('a status body (issue 28: a row mounting again does not convert again)', () => {
  it('is sanitised once however often its row mounts', () => {
    const s = status('<p>Scrolled away and <b>back</b></p>');
    mount(s).unmount();
    mount(s).unmount();
    // A later copy of the same status (a favourite replaces the object) finds it too.
    mount({ ...s, favorited: true });
    expect(screen.getByText('back').tagName).toBe('B');
    expect(sanitised.count).toBe(1);
  });

  it('is converted again when its content, emojis or subject change', () => {
    const s = status('<p>Before :blob:</p>', { spoiler_text: 'Subject' });
    mount(s).unmount();
    const counted = sanitised.count;
    const edited = { ...s, raw_html: '<p>After the edit</p>', edited_at: '2026-11-21T10:00:00Z' };
    mount(edited).unmount();
    expect(sanitised.count).toBe(counted + 1);
    const withEmoji = {
      ...edited,
      emojis: [{ shortcode: 'blob', url: 'https://x.example/blob.png', static_url: '' }],
    };
    mount(withEmoji).unmount();
    expect(sanitised.count).toBe(counted + 3);
    mount({ ...withEmoji, summary: 'Another subject', summary_raw_html: 'Another subject' });
    expect(screen.getByText('Another subject')).toBeTruthy();
    expect(screen.getByText('After the edit')).toBeTruthy();
    expect(sanitised.count).toBe(counted + 4);
  });

  it('prepared ahead (idle time), mounts without sanitising; a repeat prepares the repeated body', () => {
    const s = status('<p>Prepared <i>ahead</i></p>', { spoiler_text: 'A subject' });
    prepareBody(s);
    const prepared = sanitised.count;
    expect(prepared).toBeGreaterThan(0);
    mount(s);
    expect(screen.getByText('ahead').tagName).toBe('I');
    expect(sanitised.count).toBe(prepared);
    cleanup();
    const inner = status('<p>The repeated <u>post</u></p>');
    prepareBody(status('', { reblog: { ...inner, content: '<p>The repeated <u>post</u></p>' } }));
    const before = sanitised.count;
    mount(inner);
    expect(screen.getByText('post').tagName).toBe('U');
    expect(sanitised.count).toBe(before);
  });
});
