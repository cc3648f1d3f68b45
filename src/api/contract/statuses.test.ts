import { describe, expect, it } from 'vitest';
import type { Status } from '../entities';
import { normaliseStatus, normaliseStatuses } from '../normalise/status';
import type { WireContext, WireStatus } from '../wire';
import { readFixture } from './fixtures';

function status(name: string): Status {
  return normaliseStatus(readFixture(`soapbox-fixtures/${name}.json`) as WireStatus);
}

describe('statuses from real servers', () => {
  it('pleroma-status: plain text from pleroma.content, reactions, conversation id', () => {
    const s = status('pleroma-status');
    expect(s).toMatchObject({
      id: '103874034845713213',
      type: 'status',
      // This fixture's text/plain and HTML disagree: the plain version is the one the rule reads.
      text: 'What is tolerance?',
      raw_html: '<p>Good morning! Hope you have a wonderful day.</p>',
      statusnet_conversation_id: '3023268',
      visibility: 'public',
      nsfw: false,
      is_local: true,
      parent_visible: false,
    });
    expect(s.user).toMatchObject({ screen_name: 'alex', is_local: true, role: 'admin' });
    expect(s.emoji_reactions.length).toBe(1);
  });

  it('status-cw: the content warning is the summary and the status is nsfw', () => {
    const s = status('status-cw');
    expect(s.summary).toBe('testing');
    expect(s.summary_raw_html).toBe('testing');
    expect(s.nsfw).toBe(true);
    expect(s.text).toBe('hello world');
    expect(s.edited_at).toBeNull();
  });

  it('pleroma-status-with-poll: poll options and counts', () => {
    const s = status('pleroma-status-with-poll');
    expect(s.poll?.options.map((option) => option.title)).toEqual([
      'Banning, censoring, and deplatforming anyone you disagree with',
      'Promoting free speech, even for people and ideas you dislike',
    ]);
    expect(s.poll?.multiple).toBe(false);
    expect(s.text).toBe('What is tolerance?');
  });

  it('status-with-poll: same poll, read the same', () => {
    expect(status('status-with-poll').poll?.options).toHaveLength(2);
  });

  it('pleroma-status-with-poll-with-emojis: custom emoji in poll options', () => {
    const s = status('pleroma-status-with-poll-with-emojis');
    expect(s.poll).toMatchObject({
      id: 'AHHue67gF2JDqCQGhc',
      votes_count: 3,
      voters_count: 3,
      expired: false,
    });
    expect(s.poll?.options).toHaveLength(5);
    expect(s.poll?.options[1]?.title_html).toContain('gleason_excited.png');
    expect(s.poll?.options[2]?.title_html).toBe('No emoji');
    expect(s.emojis.map((emoji) => emoji.shortcode)).toEqual(['gleason_excited', 'soapbox']);
  });

  it('pleroma-status-with-attachments: attachment types from mime types', () => {
    const s = status('pleroma-status-with-attachments');
    expect(s.attachments.map((attachment) => [attachment.type, attachment.mimetype])).toEqual([
      ['image', 'image/png'],
      ['unknown', 'application/x-nes-rom'],
      ['audio', 'audio/ogg'],
      ['unknown', 'text/plain'],
    ]);
    expect(s.attachments[0]?.meta.width).toBe(1436);
  });

  it('pleroma-status-vertical-video-without-metadata: video without meta', () => {
    const [video] = status('pleroma-status-vertical-video-without-metadata').attachments;
    expect(video).toMatchObject({ type: 'video', mimetype: 'video/webm' });
    expect(video?.meta.width).toBeUndefined();
  });

  it('mitra-status-with-attachments: types from Mastodon type without mime types', () => {
    const s = status('mitra-status-with-attachments');
    expect(s.attachments.map((attachment) => attachment.type)).toEqual([
      'image',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(s.user.is_local).toBe(false);
    expect(s.summary).toBe('');
  });

  it('pleroma-quote-post and quote of quote: quote ids from pleroma.quote', () => {
    const quote = status('pleroma-quote-post');
    expect(quote.quote_id).toBe('AFmFLcd6XYVdjWCrOS');
    expect(quote.quote?.id).toBe('AFmFLcd6XYVdjWCrOS');
    expect(quote.quote_url).toBe(
      'https://gleasonator.com/objects/4f35159c-3794-4037-9269-a7c84f7137c7',
    );
    const quoteOfQuote = status('pleroma-quote-of-quote-post');
    expect(quoteOfQuote.quote?.id).toBe('AFmFMSpITT9xcOJKcK');
    // Pleroma stops nesting after one level but still says what the inner post quoted.
    expect(quoteOfQuote.quote?.quote).toBeNull();
    expect(quoteOfQuote.quote?.quote_url).toBe(
      'https://gleasonator.com/objects/4f35159c-3794-4037-9269-a7c84f7137c7',
    );
  });

  it('fedibird quote posts: quote ids from quote, nested two deep', () => {
    expect(status('fedibird-quote-post').quote_id).toBe('107673569214329435');
    const quoteOfQuote = status('fedibird-quote-of-quote-post');
    expect(quoteOfQuote.quote_id).toBe('107673570082615319');
    expect(quoteOfQuote.quote?.quote_id).toBe('107673569214329435');
    expect(quoteOfQuote.language).toBe('en');
  });

  it('status-quotes: a list of partial quote statuses', () => {
    const [s] = normaliseStatuses(readFixture('soapbox-fixtures/status-quotes.json'));
    expect(s?.quote_id).toBe('AJmoVikzI3SkyITyim');
    expect(s?.quote?.text).toBe('10');
    expect(s?.text).toBe('quoast');
  });

  it('status-with-card: the link card', () => {
    const s = status('status-with-card');
    expect(s.card).toMatchObject({
      url: 'https://soapbox.pub/blog/soapbox-fe-v1.3-cryptocurrency-release/',
      title: 'Soapbox FE v1.3: The Crypto Release - Soapbox',
      provider_name: 'Soapbox',
    });
    expect(s.emoji_reactions.map((reaction) => [reaction.name, reaction.count])).toEqual([
      ['❤️', 5],
      ['👍', 1],
    ]);
  });

  it('status-custom-emoji: emojis and plain text with shortcodes', () => {
    const s = status('status-custom-emoji');
    expect(s.emojis.map((emoji) => emoji.shortcode)).toEqual([
      'ablobcathyper',
      'ageblobcat',
      'blobcatphoto',
    ]);
    expect(s.text).toBe('Hello :ablobcathyper: :ageblobcat: 😂 world 😋 test :blobcatphoto:');
  });

  it('pleroma-status-reply-with-mentions: reply fields and attentions', () => {
    const s = status('pleroma-status-reply-with-mentions');
    expect(s.in_reply_to_status_id).toBe('AHcwFrnbH1Xb2RqxhQ');
    expect(s.in_reply_to_screen_name).toBe('crunklord420@kiwifarms.cc');
    expect(s.attentions.map((user) => user.screen_name)).toEqual([
      'crunklord420@kiwifarms.cc',
      'becassine@kiwifarms.cc',
      'King_Porgi@poa.st',
      'ademan@thebag.social',
    ]);
    expect(s.attentions.every((user) => !user.is_local)).toBe(true);
  });

  it('status-unordered-mentions: a remote status (pleroma.local false)', () => {
    const s = status('status-unordered-mentions');
    expect(s.is_local).toBe(false);
    expect(s.user.screen_name).toBe('apropos@freespeechextremist.com');
    expect(s.user.screen_name_ui).toBe('apropos@freespeechextremist.com');
    expect(s.in_reply_to_screen_name).toBe('NEETzsche@iddqd.social');
    expect(s.statusnet_conversation_id).toBe('AFCYCBFN9SgOwoIWTg');
  });

  it('pleroma-status-deleted: the delete reply still reads as a status', () => {
    const s = status('pleroma-status-deleted');
    expect(s.text).toBe('I am going to delete this post for testing purposes');
    expect(s.media_type).toBe('text/markdown');
    expect(s.attachments[0]?.type).toBe('image');
    expect(s.emoji_reactions.map((reaction) => reaction.name)).toEqual(['😭', '❔']);
  });

  it('mastodon-reply-to-self: in_reply_to_screen_name from the author', () => {
    const s = status('mastodon-reply-to-self');
    expect(s.in_reply_to_status_id).toBe('107828147870368566');
    expect(s.in_reply_to_screen_name).toBe('benis911');
    expect(s.text).toBe('test reply to self');
    expect(s.parent_visible).toBe(true);
  });

  it('truthsocial-status-in-moderation: unknown visibility word reads safely', () => {
    const s = status('truthsocial-status-in-moderation');
    expect(s.visibility).toBe('direct');
    expect(s.attachments[0]?.type).toBe('image');
  });

  it('gotosocial, friendica: other servers read without Pleroma fields', () => {
    expect(status('gotosocial-status')).toMatchObject({
      text: 'Hello GoToSocial!',
      thread_muted: false,
      statusnet_conversation_id: null,
    });
    expect(status('friendica-status')).toMatchObject({
      text: 'Hello to Friendica from fe.soapbox.pub!',
      id: '106',
    });
  });

  it('pleroma-fe mastoapi.json: repeats carry the repeated status', () => {
    const statuses = normaliseStatuses(readFixture('pleroma-fe/mastoapi.json'));
    expect(statuses).toHaveLength(20);
    const repeats = statuses.filter((s) => s.type === 'retweet');
    expect(repeats.map((s) => s.retweeted_status?.id)).toEqual([
      '10423197',
      '10419912',
      '10418865',
      '10394677',
      '10394582',
    ]);
    const repeat = statuses.find((s) => s.id === '10423449');
    expect(repeat?.retweeted_status?.user.screen_name).toBe('sampo@pleroma.soykaf.com');
    expect(repeat?.retweeted_status?.attachments.map((attachment) => attachment.type)).toEqual([
      'image',
    ]);
    expect(statuses.find((s) => s.id === '10423465')?.attachments[0]?.type).toBe('video');
  });

  it('context_1 and context_2: ancestors and descendants in order', () => {
    const read = (name: string) => {
      const context = readFixture(`soapbox-fixtures/${name}.json`) as WireContext;
      return [
        normaliseStatuses(context.ancestors).map((s) => s.id),
        normaliseStatuses(context.descendants).map((s) => s.id),
      ];
    };
    expect(read('context_1')).toEqual([
      ['9zIH6kDXA10YqhMKqO', '9zIH7PUdhK3Ircg4hM', '9zIH7mMGgc1RmJwDLM'],
      ['9zIH9GTCDWEFSRt2um', '9zIH9fhaP9atiJoOJc'],
    ]);
    expect(read('context_2')[1]).toEqual([
      '9zIH7mMGgc1RmJwDLM',
      '9zIH8WYwtnUx4yDzUm',
      '9zIH9GTCDWEFSRt2um',
      '9zIH9fhaP9atiJoOJc',
    ]);
  });

  it('mitra-context: a bare list of statuses with uuid ids', () => {
    expect(
      normaliseStatuses(readFixture('soapbox-fixtures/mitra-context.json')).map((s) => s.id),
    ).toEqual(['017ed503-bc96-301a-e871-2c23b30ddd05', '017ed505-5926-392f-256a-f86d5075df70']);
  });
});
