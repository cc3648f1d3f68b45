import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from './helpers.js';

// Issue 29, item 5: the demo's headers on every response, and its CSP on every HTML page.

const PAGES = ['/main/all', '/static/terms-of-service.html', '/instance/panel.html'];
const OTHERS = ['/api/v1/instance', '/static/config.json', '/api/v1/timelines/public'];

describe('security headers', () => {
  let dist: string;
  let app: FastifyInstance;
  let plain: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'petrel-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Petrel</title>');
    app = await makeApp({ csp: true, control: true, dist });
    plain = await makeApp({ dist });
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('every HTML page carries the policy, with its report address', async () => {
    for (const url of PAGES) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const policy = String(res.headers['content-security-policy'] ?? '');
      expect(policy, url).toContain("default-src 'self'");
      expect(policy, url).toContain('report-uri /csp-report');
      expect(policy, url).toContain("connect-src 'self';");
      expect(policy, url).not.toMatch(/img-src \*/);
    }
  });

  it('every response says nosniff and same-origin, with or without the policy', async () => {
    for (const server of [app, plain]) {
      for (const url of [...PAGES, ...OTHERS, '/api/v1/nothing-here']) {
        const res = await server.inject({ url });
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['referrer-policy'], url).toBe('same-origin');
      }
    }
  });

  it('counts the violation reports browsers send', async () => {
    const report = { 'csp-report': { 'violated-directive': 'script-src-attr' } };
    const sent = await app.inject({
      method: 'POST',
      url: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(sent.statusCode).toBe(204);
    const counted = await app.inject({ url: '/__control/csp-reports' });
    expect(counted.json()).toEqual({ count: 1, reports: [report] });
  });
});
