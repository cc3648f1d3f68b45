import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp, requestJson, type WireStatus } from './helpers.js';

function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('static files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('/static/config.json, terms of service and the instance panel', async () => {
    const config = await requestJson<{ theme: string }>(app, '/static/config.json', 'StaticConfig');
    expect(config.body.theme).toBe('pleroma-dark');
    for (const url of ['/static/terms-of-service.html', '/instance/panel.html']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/<p>/);
    }
  });

  it('styles.json is never cached and names theme files that exist, pleroma-dark and pleroma-light among them', async () => {
    const res = await requestJson<Record<string, string>>(
      app,
      '/static/styles.json',
      'StylesIndex',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body)).toEqual(
      expect.arrayContaining(['pleroma-dark', 'pleroma-light']),
    );
    expect(Object.keys(res.body).length).toBeGreaterThanOrEqual(3);
    for (const path of Object.values(res.body)) {
      const theme = await requestJson<{ theme: { radii: Record<string, number> } }>(
        app,
        path,
        'Theme',
      );
      expect(theme.body.theme.radii.panel).toBe(10);
    }
  });

  it('emoji.json is a flat map of a few hundred unicode emoji', async () => {
    const res = await requestJson<Record<string, string>>(
      app,
      '/static/emoji.json',
      'UnicodeEmojiMap',
    );
    expect(Object.keys(res.body).length).toBeGreaterThan(300);
    expect(res.body.heart).toBe('❤️');
    expect(res.body['+1']).toBe('👍');
  });

  it('sticker index, each pack.json and its images', async () => {
    const index = await requestJson<Record<string, string>>(
      app,
      '/static/stickers.json',
      'StickersIndex',
    );
    expect(Object.keys(index.body).length).toBeGreaterThanOrEqual(2);
    for (const path of Object.values(index.body)) {
      const pack = await requestJson<{ stickers: string[]; tabIcon: string }>(
        app,
        `${path}pack.json`,
        'StickerPack',
      );
      for (const file of pack.body.stickers) {
        const image = await app.inject({ url: `${path}${file}` });
        expect(image.statusCode).toBe(200);
        expect(pngSize(image.rawPayload)).toEqual([256, 256]);
      }
    }
    expect((await requestJson(app, '/static/stickers/nope/pack.json', 'StickerPack')).status).toBe(
      404,
    );
  });

  it('blurhash overlay, favicon, logo, thumbnail and background are PNGs', async () => {
    for (const url of [
      '/static/blurhash-overlay.png',
      '/favicon.png',
      '/static/logo.png',
      '/instance/thumbnail.png',
      '/images/background.png',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      pngSize(res.rawPayload);
    }
  });

  it(
    'every attachment in the timelines is served with the size its meta states',
    { timeout: 30_000 },
    async () => {
      const list = await requestJson<WireStatus[]>(
        app,
        '/api/v1/timelines/public?only_media=true&limit=40',
        'Status[]',
      );
      const seen = new Set<string>();
      for (const attachment of list.body.flatMap((s) => s.media_attachments)) {
        const path = new URL(attachment.url).pathname;
        if (seen.has(path)) continue;
        seen.add(path);
        const res = await app.inject({ url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type']).toContain(attachment.pleroma.mime_type);
        if (attachment.type === 'image') {
          expect(pngSize(res.rawPayload)).toEqual([
            attachment.meta?.original?.width,
            attachment.meta?.original?.height,
          ]);
          expect(attachment.blurhash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{28}$/);
        }
        if (attachment.type === 'audio')
          expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
        if (attachment.type === 'video') {
          expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
          expect(res.rawPayload.includes(Buffer.from('avc1'))).toBe(true);
          expect(new URL(attachment.preview_url).pathname).toMatch(/\.png$/);
        }
      }
      expect(seen.size).toBeGreaterThan(10);
    },
  );

  it('answers byte ranges for media, as players need for seeking', async () => {
    const res = await app.inject({ url: '/media/heron.mp4', headers: { range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(res.rawPayload).toHaveLength(100);
    const bad = await app.inject({
      url: '/media/heron.mp4',
      headers: { range: 'bytes=99999999-' },
    });
    expect(bad.statusCode).toBe(416);
  });

  it('unknown media files answer 404 JSON', async () => {
    const res = await requestJson(app, '/media/nothing.png', 'Error');
    expect(res.status).toBe(404);
  });
});

describe('serving the built client', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'petrel-dist-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>Petrel</title><div id="root"></div>',
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("petrel")');
  });
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves files and falls back to index.html for client routes', async () => {
    const app = await makeApp({ dist });
    const js = await app.inject({ url: '/assets/app.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    for (const url of ['/', '/main/all', '/notice/abc', '/users/juniper?x=1', '/@juniper']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const escape = await app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(escape.body).toContain('<div id="root">');
    await app.close();
  });

  it('a missing built file is a 404, not the page', async () => {
    const app = await makeApp({ dist });
    const res = await app.inject({ url: '/assets/gone-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    await app.close();
  });

  // A rebuild beside a running server deletes files while they are served (issue 24, item
  // 32): each request gets the file or a 404, and the process keeps serving. Before the fix a
  // file that vanished between the server's check and its read threw an unhandled ENOENT,
  // which fails this run as an uncaught exception.
  it('a file deleted while it is being served answers 404 and the server keeps serving', async () => {
    const app = await makeApp({ dist });
    const file = join(dist, 'assets', 'chunk-abc.js');
    const ticks = (n: number) =>
      new Promise<void>((done) => {
        let left = n;
        const step = () => (left-- <= 0 ? done() : setImmediate(step));
        step();
      });
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i++) {
      writeFileSync(file, 'x'.repeat(4000));
      const pending = app.inject({
        url: '/assets/chunk-abc.js',
        headers: i % 2 ? { 'accept-encoding': 'gzip' } : {},
      });
      await ticks(i % 12);
      rmSync(file, { force: true });
      statuses.add((await pending).statusCode);
    }
    expect([...statuses].every((code) => code === 200 || code === 404)).toBe(true);
    const page = await app.inject({ url: '/main/all' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    await app.close();
  });

  it('says to run npm run build when dist is missing', async () => {
    const app = await makeApp({ dist: join(dist, 'missing') });
    const res = await app.inject({ url: '/main/all' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});
