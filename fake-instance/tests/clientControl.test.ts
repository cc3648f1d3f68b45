import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp } from './helpers.js';

describe('POST /__control/client', () => {
  let first: string;
  let second: string;
  beforeAll(() => {
    // The second build must sit inside the working directory (dist-* is git-ignored).
    first = mkdtempSync(join(process.cwd(), 'dist-first-'));
    second = mkdtempSync(join(process.cwd(), 'dist-second-'));
    writeFileSync(join(first, 'index.html'), '<title>first</title>');
    writeFileSync(join(second, 'index.html'), '<title>second</title>');
  });
  afterAll(() => {
    rmSync(first, { recursive: true, force: true });
    rmSync(second, { recursive: true, force: true });
  });

  it('serves another build, then the configured one again', async () => {
    const app = await makeApp({ dist: first, control: true });
    expect((await app.inject({ url: '/main/all' })).body).toContain('first');
    const moved = await app.inject({
      method: 'POST',
      url: '/__control/client',
      payload: { dist: second },
    });
    expect(moved.statusCode).toBe(200);
    expect((await app.inject({ url: '/main/all' })).body).toContain('second');
    expect((await app.inject({ url: '/index.html' })).body).toContain('second');
    await app.inject({ method: 'POST', url: '/__control/client', payload: {} });
    expect((await app.inject({ url: '/main/all' })).body).toContain('first');
    await app.close();
  });

  it('refuses a folder outside the working directory or without a build', async () => {
    const app = await makeApp({ dist: first, control: true });
    const outside = mkdtempSync(join(tmpdir(), 'petrel-outside-'));
    writeFileSync(join(outside, 'index.html'), '<title>outside</title>');
    for (const dist of [outside, join(process.cwd(), 'no-such-build'), 42]) {
      const res = await app.inject({ method: 'POST', url: '/__control/client', payload: { dist } });
      expect(res.statusCode).toBe(422);
    }
    expect((await app.inject({ url: '/main/all' })).body).toContain('first');
    rmSync(outside, { recursive: true, force: true });
    await app.close();
  });

  it('does not exist without --control', async () => {
    const app = await makeApp({ dist: first });
    const res = await app.inject({ method: 'POST', url: '/__control/client', payload: {} });
    expect(res.statusCode).toBe(404);
    await app.close();
  });
});
