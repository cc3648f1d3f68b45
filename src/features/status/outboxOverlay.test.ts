import { describe, expect, it } from 'vitest';
import type { Status, StatusEdit } from '../../api';
import type { OutboxEntry } from '../../core/outbox/outboxRules';
import { withOutbox } from './outboxOverlay';

const server = {
  id: '9',
  text: 'Before the tunnel',
  raw_html: '<p>Before the tunnel</p>',
  summary: '',
  summary_raw_html: '',
  nsfw: false,
} as unknown as Status;

function edit(change: Partial<StatusEdit>, state: OutboxEntry['state'] = 'waiting'): OutboxEntry {
  const body: StatusEdit = {
    status: 'After the tunnel',
    spoilerText: '',
    sensitive: false,
    mediaIds: [],
    contentType: 'text/plain',
    language: null,
    poll: null,
    ...change,
  };
  return {
    id: '1',
    createdAt: 0,
    state,
    action: { kind: 'edit', statusId: '9', edit: body, draft: null },
  };
}

describe('withOutbox: a waiting edit', () => {
  it('shows the new words and warning in place of the server’s copy', () => {
    const shown = withOutbox(server, [edit({ spoilerText: 'spoilers', sensitive: true })], 'me');
    expect(shown.text).toBe('After the tunnel');
    expect(shown.raw_html).toBe('<p>After the tunnel</p>');
    expect(shown.summary).toBe('spoilers');
    expect(shown.nsfw).toBe(true);
  });

  it('keeps the words as text, paragraphs and lines kept', () => {
    const shown = withOutbox(server, [edit({ status: 'a <b>\nline\n\nnext & last' })], 'me');
    expect(shown.raw_html).toBe('<p>a &lt;b&gt;<br>line</p><p>next &amp; last</p>');
  });

  it('leaves a refused edit out: the row shows what the server holds', () => {
    expect(withOutbox(server, [edit({}, 'failed')], 'me')).toBe(server);
  });
});
