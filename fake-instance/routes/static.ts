import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fail, type Shared } from '../auth.js';
import { faviconPng } from '../media/favicon.js';
import {
  frontendConfigurations,
  instancePanel,
  staticConfig,
  stickerPack,
  stickersIndex,
  TERMS_OF_SERVICE,
} from '../static/documents.js';
import { stylesIndex, THEMES } from '../static/themes.js';
import { unicodeEmoji } from '../static/unicodeEmoji.js';

/**
 * The static files a pleroma-fe style client loads, and every generated file (media,
 * emoji, stickers, avatars) from the seed's file library.
 */
export const staticRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/static/config.json', async () => staticConfig(shared.config));
  app.get('/static/terms-of-service.html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(TERMS_OF_SERVICE),
  );
  app.get('/instance/panel.html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(instancePanel(shared.config)),
  );
  app.get('/static/stickers.json', async () => stickersIndex());
  app.get<{ Params: { pack: string } }>(
    '/static/stickers/:pack/pack.json',
    async (request, reply) => {
      const pack = stickerPack(request.params.pack);
      return pack ?? fail(reply, 404, 'Not found');
    },
  );
  app.get('/static/styles.json', async (_request, reply) => {
    // The client re-reads the list of themes on every start; never serve it stale.
    reply.header('cache-control', 'no-store');
    return stylesIndex();
  });
  app.get<{ Params: { name: string } }>('/static/themes/:name', async (request, reply) => {
    const theme = THEMES[request.params.name.replace(/\.json$/, '')];
    return theme ?? fail(reply, 404, 'Not found');
  });
  app.get('/static/emoji.json', async () => unicodeEmoji());
  // Kept for clients that read the backend's copy of the frontend settings from here.
  app.get('/api/pleroma/frontend_configurations.json', async () =>
    frontendConfigurations(shared.config),
  );

  const serveFile = async (path: string, range: string | undefined, reply: FastifyReply) => {
    const file = shared.store.files.get(path);
    // Other /static files (the Ruffle player) come from the built client, as on Akkoma.
    if (!file && path.startsWith('/static/')) return reply.callNotFound();
    if (!file) return fail(reply, 404, 'Not found');
    reply.header('cache-control', 'public, max-age=3600');
    reply.header('accept-ranges', 'bytes');
    reply.type(file.mime);
    // Browsers ask for byte ranges to seek in audio and video; answer them properly.
    const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range) : null;
    if (match && (match[1] || match[2])) {
      const size = file.body.length;
      const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
      const end = match[1] && match[2] ? Math.min(size - 1, Number(match[2])) : size - 1;
      if (start >= size || start > end)
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .send(file.body.subarray(start, end + 1));
    }
    return reply.send(file.body);
  };
  // Akkoma's proxy serves the favicons of the instances it knows (account.ts links them as
  // /proxy/favicons/<domain>.png); made on first request for any instance with an account here.
  app.get<{ Params: { file: string } }>('/proxy/favicons/:file', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    const domain = /^(.+)\.png$/.exec(request.params.file)?.[1]?.toLowerCase();
    const known =
      domain !== undefined &&
      [...shared.store.accounts.values()].some((account) => account.domain === domain);
    if (known && !shared.store.files.has(path))
      shared.store.files.add(path, 'image/png', () => faviconPng(domain));
    return serveFile(path, request.headers.range, reply);
  });
  for (const prefix of ['/media', '/emoji', '/proxy', '/images', '/instance', '/static']) {
    app.get(`${prefix}/*`, async (request, reply) =>
      serveFile(decodeURIComponent(request.url.split('?')[0] ?? ''), request.headers.range, reply),
    );
  }
  app.get('/favicon.png', async (request, reply) =>
    serveFile('/favicon.png', request.headers.range, reply),
  );
};
