import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import type { Duplex } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { InstanceConfig } from './config.js';
import { registerClient } from './routes/client.js';

/**
 * Proxy mode: serve the built client here and forward everything a Pleroma-API client talks
 * to (API, OAuth, nodeinfo, static files, media, the streaming WebSocket) to a real
 * instance. Written on node:http so it needs no extra dependency.
 */

export const FORWARDED_PREFIXES = [
  '/api',
  '/oauth',
  '/nodeinfo',
  '/.well-known',
  '/static',
  '/instance',
  '/media',
  '/emoji',
  '/proxy',
  '/auth',
];

export function isForwarded(path: string): boolean {
  return FORWARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function upstreamHeaders(headers: IncomingMessage['headers'], upstream: URL): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...headers, host: upstream.host };
  // The real instance should see requests as coming from its own site.
  if (out.origin) out.origin = upstream.origin;
  if (typeof out.referer === 'string') out.referer = upstream.origin + '/';
  return out;
}

/**
 * One upstream connection per request. Some real servers (snac2) close the connection after
 * each answer while speaking HTTP/1.1 without `Connection: close`; a pooled socket then dies
 * under the next request and the browser would see a 502 now and then.
 */
function forwardHeaders(headers: IncomingMessage['headers'], upstream: URL): OutgoingHttpHeaders {
  const out = upstreamHeaders(headers, upstream);
  delete out['keep-alive'];
  out.connection = 'close';
  return out;
}

function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  ownOrigin: string,
): void {
  const client = upstream.protocol === 'https:' ? https : http;
  const outgoing = client.request(
    {
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port || undefined,
      method: req.method,
      path: req.url,
      headers: forwardHeaders(req.headers, upstream),
      agent: false,
    },
    (incoming) => {
      const headers = { ...incoming.headers };
      // Keep the browser on the proxy when the instance redirects to itself.
      if (typeof headers.location === 'string' && headers.location.startsWith(upstream.origin)) {
        headers.location = ownOrigin + headers.location.slice(upstream.origin.length);
      }
      res.writeHead(incoming.statusCode ?? 502, headers);
      incoming.pipe(res);
    },
  );
  outgoing.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ error: `Bad gateway: ${error.message}` }));
  });
  req.pipe(outgoing);
}

function tunnel(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  upstream: URL,
  open: Set<Duplex>,
): void {
  open.add(socket);
  socket.on('close', () => open.delete(socket));
  const client = upstream.protocol === 'https:' ? https : http;
  const outgoing = client.request({
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    port: upstream.port || undefined,
    method: 'GET',
    path: req.url,
    headers: upstreamHeaders(req.headers, upstream),
  });
  outgoing.on('upgrade', (response, upstreamSocket, upstreamHead) => {
    const lines = [`HTTP/1.1 101 ${response.statusMessage ?? 'Switching Protocols'}`];
    for (let i = 0; i < response.rawHeaders.length; i += 2)
      lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upstreamHead.length > 0) socket.write(upstreamHead);
    if (head.length > 0) upstreamSocket.write(head);
    open.add(upstreamSocket);
    upstreamSocket.on('close', () => open.delete(upstreamSocket));
    upstreamSocket.pipe(socket).pipe(upstreamSocket);
    upstreamSocket.on('error', () => socket.destroy());
    socket.on('error', () => upstreamSocket.destroy());
  });
  outgoing.on('response', (response) => {
    // The instance refused the upgrade: pass its status on and close.
    socket.end(
      `HTTP/1.1 ${response.statusCode ?? 502} ${response.statusMessage ?? ''}\r\nconnection: close\r\n\r\n`,
    );
  });
  outgoing.on('error', () => socket.destroy());
  outgoing.end();
}

export async function buildProxyServer(
  config: InstanceConfig,
  target: string,
): Promise<FastifyInstance> {
  const upstream = new URL(target);
  const app = Fastify({ logger: config.logRequests ? { level: 'info' } : false });
  app.addHook('onRequest', async (request, reply) => {
    if (!isForwarded(request.url.split('?')[0] ?? '')) return;
    reply.hijack();
    forward(request.raw, reply.raw, upstream, config.publicUrl);
    return reply;
  });
  // Tunnelled sockets are invisible to the HTTP server, so close them ourselves on shutdown.
  const open = new Set<Duplex>();
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if ((req.url ?? '').startsWith('/api/v1/streaming')) tunnel(req, socket, head, upstream, open);
    else socket.destroy();
  });
  app.addHook('preClose', async () => {
    for (const socket of open) socket.destroy();
  });
  await registerClient(app, config.dist);
  return app;
}
