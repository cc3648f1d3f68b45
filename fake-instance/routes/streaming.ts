import type { FastifyPluginAsync } from 'fastify';
import { contextFor, fail, type Shared } from '../auth.js';
import { checkStreamRequest, type StreamHub, type StreamSocket } from '../streaming.js';

export interface StreamingShared extends Shared {
  hub: StreamHub;
}

type Command = {
  type: 'subscribe' | 'unsubscribe' | 'other';
  stream?: unknown;
  tag?: unknown;
  list?: unknown;
};

/** A client's JSON frame (`{"type":"subscribe","stream":"hashtag","tag":"x"}`), or null. */
function parseCommand(text: string): Command | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const command = value as Record<string, unknown>;
  return command.type === 'subscribe' || command.type === 'unsubscribe'
    ? (command as Command)
    : { type: 'other' };
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
      const gotosocial = shared.config.software === 'gotosocial';
      streamSocket.on('message', (data) => {
        const text = data.toString();
        // Akkoma answers a text "ping" with "pong"; clients use it as a keep-alive.
        if (text === 'ping' && !gotosocial) return streamSocket.send('pong');
        const command = parseCommand(text);
        // GoToSocial reads every client frame as JSON and drops the connection on one that is
        // not (issue 25): no close frame, so the browser sees code 1006.
        if (!command) return gotosocial ? streamSocket.terminate() : undefined;
        if (command.type === 'subscribe') {
          const more = checkStreamRequest(command, ctx.viewer, shared.config);
          if (more.ok)
            shared.hub.add({ socket: streamSocket, viewer: ctx.viewer, request: more.request });
        } else if (command.type === 'unsubscribe') shared.hub.unsubscribe(streamSocket, command);
        return undefined;
      });
      shared.hub.add({ socket: streamSocket, viewer: ctx.viewer, request: check.request });
    },
  );
};
