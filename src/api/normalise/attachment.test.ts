import { describe, expect, it } from 'vitest';
import { attachmentTypeFromMime, normaliseAttachment, normaliseAttachments } from './attachment';

describe('attachmentTypeFromMime', () => {
  it.each([
    ['image/png', 'image'],
    ['IMAGE/JPEG', 'image'],
    ['video/webm', 'video'],
    ['audio/ogg', 'audio'],
    ['application/x-shockwave-flash', 'flash'],
    ['text/html', 'html'],
    ['text/plain', 'unknown'],
    ['application/x-nes-rom', 'unknown'],
  ])('%s is %s', (mime, type) => {
    expect(attachmentTypeFromMime(mime)).toBe(type);
  });
});

describe('normaliseAttachment', () => {
  it('prefers the mime type over Mastodon type', () => {
    const attachment = normaliseAttachment({
      id: '1',
      type: 'image',
      url: 'u',
      pleroma: { mime_type: 'video/mp4' },
    });
    expect(attachment).toMatchObject({
      id: '1',
      type: 'video',
      mimetype: 'video/mp4',
      preview_url: 'u',
      large_thumb_url: 'u',
    });
  });
  it('falls back to Mastodon type when no mime type came', () => {
    expect(normaliseAttachment({ id: '1', type: 'gifv', url: 'u' })?.type).toBe('video');
    expect(normaliseAttachment({ id: '2', type: 'audio', url: 'u' })?.type).toBe('audio');
    expect(normaliseAttachment({ id: '3', type: 'thing', url: 'u' })?.type).toBe('unknown');
    expect(normaliseAttachment({ id: '4', url: 'u' })?.mimetype).toBe('');
  });
  it('reads meta sizes, aspect and focus', () => {
    const attachment = normaliseAttachment({
      id: 1,
      url: 'u',
      preview_url: 'p',
      blurhash: 'LKO2',
      description: 'a cat',
      meta: {
        original: { width: 640, height: 480 },
        small: { width: 64, height: 48 },
        focus: { x: 0.1, y: -0.2 },
      },
    });
    expect(attachment).toMatchObject({
      id: '1',
      preview_url: 'p',
      blurhash: 'LKO2',
      description: 'a cat',
      meta: {
        width: 640,
        height: 480,
        aspect: 640 / 480,
        focus: { x: 0.1, y: -0.2 },
        small: { width: 64, height: 48 },
      },
    });
  });
  it('never throws on junk and skips it in lists', () => {
    expect(normaliseAttachment(null as never)).toBeNull();
    expect(normaliseAttachment({ description: null, meta: null } as never)).toBeNull();
    expect(normaliseAttachments([{ id: '1', url: 'u', meta: 'x' }, 'junk', null])).toHaveLength(1);
  });
});
