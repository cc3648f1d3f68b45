import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, createServer, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildProxyServer, isForwarded } from '../proxy.js';
import { expectMatchesSchema } from '../contract/schema.js';
import { makeApp, testConfig } from './helpers.js';

/**
 * Proxy mode against a real upstream: the fake instance itself plays the remote server, and
 * a tiny echo server stands in for the streaming WebSocket endpoint.
 */
describe('proxy mode', () => {
  let upstream: FastifyInstance;
  let streaming: http.Server;
  let proxy: FastifyInstance;
  let proxyPort = 0;
  let streamingPort = 0;
  // Upgraded sockets leave the HTTP server's bookkeeping; close them by hand.
  const upgraded: Duplex[] = [];

  beforeAll(async () => {
    upstream = await makeApp();
    await upstream.listen({ port: 0, host: '127.0.0.1' });
    const upstreamPort = (upstream.server.address() as AddressInfo).port;
    proxy = await buildProxyServer(testConfig({ port: 0 }), `http://127.0.0.1:${upstreamPort}`);
    await proxy.listen({ port: 0, host: '127.0.0.1' });
    proxyPort = (proxy.server.address() as AddressInfo).port;

    streaming = http.createServer((_req, res) => res.writeHead(426).end());
    streaming.on('upgrade', (req, socket) => {
      upgraded.push(socket);
      socket.write(
        `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nx-path: ${req.url}\r\n\r\n`,
      );
      socket.on('data', (data: Buffer) =>
        socket.write(Buffer.concat([Buffer.from('echo:'), data])),
      );
    });
    await new Promise<void>((resolve) => streaming.listen(0, '127.0.0.1', resolve));
    streamingPort = (streaming.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await proxy.close();
    await upstream.close();
    for (const socket of upgraded) socket.destroy();
    await new Promise<void>((resolve) => streaming.close(() => resolve()));
  });

  it('forwards the API paths and nothing else', () => {
    for (const path of [
      '/api/v1/instance',
      '/oauth/token',
      '/nodeinfo/2.0.json',
      '/.well-known/nodeinfo',
      '/static/config.json',
      '/instance/panel.html',
      '/media/x.png',
      '/emoji/a.png',
      '/proxy/x',
      '/auth/password',
    ]) {
      expect(isForwarded(path), path).toBe(true);
    }
    for (const path of ['/', '/main/all', '/assets/app.js', '/apix', '/users/juniper'])
      expect(isForwarded(path), path).toBe(false);
  });

  it('passes API calls through with status, headers and body', async () => {
    const res = await fetch(`http://127.0.0.1:${proxyPort}/api/v1/timelines/public?limit=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toContain('max_id=');
    const body: unknown = await res.json();
    expectMatchesSchema(body, 'Status[]');
    const denied = await fetch(`http://127.0.0.1:${proxyPort}/api/v1/timelines/home`);
    expect(denied.status).toBe(403);
    expectMatchesSchema(await denied.json(), 'Error');
  });

  it('serves the client itself for other paths', async () => {
    const res = await fetch(`http://127.0.0.1:${proxyPort}/main/all`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('npm run build');
  });

  it('answers 502 JSON when the instance cannot be reached', async () => {
    const broken = await buildProxyServer(testConfig({ port: 0 }), 'http://127.0.0.1:1');
    const res = await broken.inject({ url: '/api/v1/instance' });
    expect(res.statusCode).toBe(502);
    expectMatchesSchema(res.json(), 'Error');
    await broken.close();
  });

  it('tunnels the streaming WebSocket upgrade', async () => {
    const tunnelProxy = await buildProxyServer(
      testConfig({ port: 0 }),
      `http://127.0.0.1:${streamingPort}`,
    );
    await tunnelProxy.listen({ port: 0, host: '127.0.0.1' });
    const port = (tunnelProxy.server.address() as AddressInfo).port;
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'GET /api/v1/streaming?stream=public HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        );
      });
      let text = '';
      socket.on('data', (data: Buffer) => {
        text += data.toString();
        if (text.includes('\r\n\r\n') && !text.includes('echo:')) socket.write('ping');
        if (text.includes('echo:ping')) {
          socket.end();
          resolve(text);
        }
      });
      socket.on('error', reject);
      setTimeout(() => reject(new Error(`no echo, got: ${text}`)), 3000);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 101/);
    expect(reply).toContain('x-path: /api/v1/streaming?stream=public');
    await tunnelProxy.close();
  });

  it('opens a fresh upstream connection per request, as servers that hang up silently need', async () => {
    // Like snac2: one answer per connection, no `Connection: close`, the hang-up a moment later.
    const sockets: Socket[] = [];
    const seen: string[] = [];
    const oneShot = createServer((socket) => {
      sockets.push(socket);
      socket.once('data', (data: Buffer) => {
        seen.push(data.toString());
        socket.write(
          'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{}',
        );
        setTimeout(() => socket.destroy(), 50);
      });
    });
    await new Promise<void>((resolve) => oneShot.listen(0, '127.0.0.1', resolve));
    const port = (oneShot.address() as AddressInfo).port;
    const oneShotProxy = await buildProxyServer(
      testConfig({ port: 0 }),
      `http://127.0.0.1:${port}`,
    );
    await oneShotProxy.listen({ port: 0, host: '127.0.0.1' });
    const proxyAt = (oneShotProxy.server.address() as AddressInfo).port;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`http://127.0.0.1:${proxyAt}/api/v1/instance`, {
        headers: { connection: 'keep-alive' },
      });
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(seen.every((request) => /\r\nconnection: close\r\n/i.test(request))).toBe(true);
    await oneShotProxy.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => oneShot.close(() => resolve()));
  });
});
