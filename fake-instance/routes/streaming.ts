import type { FastifyPluginAsync } from 'fastify';
import { contextFor, fail, type Shared } from '../auth.js';
import { checkStreamRequest, type StreamHub, type StreamSocket } from '../streaming.js';

export interface StreamingShared extends Shared {
  hub: StreamHub;
}

/**
 * The streaming WebSocket at /api/v1/streaming (Mastodon's protocol, which Akkoma speaks):
 * the stream and the token come in the query (`stream`, `access_token`, `tag`, `list`), or the
 * token as the WebSocket sub-protocol. Bad requests are refused before the upgrade, as HTTP.
 */
export const streamingRoutes: FastifyPluginAsync<StreamingShared> = async (app, shared) => {
  app.get(
    '/api/v1/streaming',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        // A simulated outage (control API): the server is not taking connections.
        if (Date.now() < shared.hub.refuseUntil) return fail(reply, 503, 'Service unavailable');
        const protocol = request.headers['sec-websocket-protocol'];
        if (typeof protocol === 'string' && !request.headers.authorization)
          request.headers.authorization = `Bearer ${protocol.split(',')[0]?.trim() ?? ''}`;
        const ctx = contextFor(request, shared);
        const check = checkStreamRequest(
          request.query as Record<string, unknown>,
          ctx.viewer,
          shared.config,
        );
        if (!check.ok)
          return fail(reply, check.error === 'Invalid credentials.' ? 401 : 400, check.error);
        return undefined;
      },
    },
    (socket, request) => {
      const ctx = contextFor(request, shared);
      const check = checkStreamRequest(
        request.query as Record<string, unknown>,
        ctx.viewer,
        shared.config,
      );
      if (!check.ok) return;
      const streamSocket = socket as unknown as StreamSocket;
      // Akkoma answers a text "ping" with "pong"; clients use it as a keep-alive.
      streamSocket.on('message', (data) => {
        if (data.toString() === 'ping') streamSocket.send('pong');
      });
      shared.hub.add({ socket: streamSocket, viewer: ctx.viewer, request: check.request });
    },
  );
};
