import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shouldGzip } from '../compression.js';
import { makeApp } from './helpers.js';

const base = {
  method: 'GET',
  statusCode: 200,
  acceptEncoding: 'gzip, deflate, br',
  contentType: 'application/json; charset=utf-8',
  contentEncoding: undefined,
};

describe('shouldGzip', () => {
  it('gzips the text types of Akkoma’s nginx site when the client accepts gzip', () => {
    for (const contentType of [
      'application/json; charset=utf-8',
      'text/javascript; charset=utf-8',
      'application/javascript',
      'text/css',
      'text/html; charset=utf-8',
      'application/activity+json',
    ])
      expect(shouldGzip({ ...base, contentType })).toBe(true);
  });

  it('leaves media, partial and empty replies, HEAD and already encoded bodies alone', () => {
    expect(shouldGzip({ ...base, contentType: 'image/png' })).toBe(false);
    expect(shouldGzip({ ...base, contentType: 'video/mp4' })).toBe(false);
    expect(shouldGzip({ ...base, contentType: undefined })).toBe(false);
    expect(shouldGzip({ ...base, statusCode: 206 })).toBe(false);
    expect(shouldGzip({ ...base, statusCode: 204 })).toBe(false);
    expect(shouldGzip({ ...base, statusCode: 304 })).toBe(false);
    expect(shouldGzip({ ...base, method: 'HEAD' })).toBe(false);
    expect(shouldGzip({ ...base, contentEncoding: 'br' })).toBe(false);
  });

  it('follows Accept-Encoding, q=0 included', () => {
    expect(shouldGzip({ ...base, acceptEncoding: undefined })).toBe(false);
    expect(shouldGzip({ ...base, acceptEncoding: 'br, identity' })).toBe(false);
    expect(shouldGzip({ ...base, acceptEncoding: 'gzip;q=0, br' })).toBe(false);
    expect(shouldGzip({ ...base, acceptEncoding: 'GZIP;q=0.5' })).toBe(true);
    expect(shouldGzip({ ...base, acceptEncoding: '*' })).toBe(true);
  });
});

describe('gzip on the wire', () => {
  let app: FastifyInstance;
  let dist: string;
  const script = `console.log(${JSON.stringify('petrel '.repeat(200))});`;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'petrel-gzip-'));
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Petrel</title>${'<p>'.repeat(200)}`,
    );
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), script);
    app = await makeApp({ dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('an API reply is gzipped for a client that asks, and plain for one that does not', async () => {
    const gz = await app.inject({
      url: '/api/v1/timelines/public',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/Accept-Encoding/);
    const plain = await app.inject({ url: '/api/v1/timelines/public' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('the built client’s files and the history fallback page are gzipped', async () => {
    const js = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.rawPayload).toString()).toBe(script);
    // The hashed file is compressed once and served from memory after that.
    const again = await app.inject({
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.rawPayload.equals(js.rawPayload)).toBe(true);
    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const page = await app.inject({ url: '/main/all', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });

  it('pictures pass as they are', async () => {
    const res = await app.inject({ url: '/favicon.png', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
