import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { InstanceConfig } from './config.js';
import { registerCompression } from './compression.js';
import { FaultPlan } from './control.js';
import { asMastodonText } from './mastodonBody.js';
import { ID_STYLE, mastodonApiOnly, pleromaOnlyPath } from './software.js';
import { ERRORS } from './auth.js';
import { asGotosocialText } from './gotosocial/body.js';
import { gotosocialMissingPath } from './gotosocial/paths.js';
import { accessRoutes } from './routes/access.js';
import { adminRoutes } from './routes/admin.js';
import { accountRoutes } from './routes/accounts.js';
import { accountSettingsRoutes } from './routes/accountSettings.js';
import { settingsBookFor } from './accountSettings.js';
import { accountSearchRoutes } from './routes/accountSearch.js';
import { relationshipRoutes } from './routes/relationships.js';
import { mediaRoutes } from './routes/media.js';
import { postingRoutes } from './routes/posting.js';
import { registerClient } from './routes/client.js';
import { registerClientControl } from './routes/clientControl.js';
import { registerControl } from './routes/control.js';
import { registerHostileControl } from './routes/hostile.js';
import { emojiRoutes } from './routes/emoji.js';
import { instanceRoutes } from './routes/instance.js';
import { searchRoutes } from './routes/search.js';
import { suggestionRoutes } from './routes/suggestions.js';
import { announcementRoutes } from './routes/announcements.js';
import { listRoutes } from './routes/lists.js';
import { markerRoutes } from './routes/markers.js';
import { conversationRoutes } from './routes/conversations.js';
import { preferenceRoutes } from './routes/preferences.js';
import { markerBookFor } from './markers.js';
import { notificationRoutes } from './routes/notifications.js';
import { bookFor } from './notifications.js';
import { staticRoutes } from './routes/static.js';
import { statusRoutes } from './routes/statuses.js';
import { statusActionRoutes } from './routes/statusActions.js';
import { registerStreamControl } from './routes/streamControl.js';
import { streamingRoutes } from './routes/streaming.js';
import { timelineRoutes } from './routes/timelines.js';
import { buildSeed } from './seed/build.js';
import { buildHarbourSeed } from './seed/harbour.js';
import { registerCors } from './cors.js';
import { registerSecurityHeaders } from './securityHeaders.js';
import { Store } from './store.js';
import { StreamInjector } from './streamInjection.js';
import { StreamHub } from './streaming.js';

/**
 * The fake Akkoma instance: seed once, then register one plugin per area. Tests call this
 * and use app.inject; main.ts calls it and listens.
 */
/** A plain static host: the built client and nothing else, as for a standalone client. */
export async function buildStaticServer(config: InstanceConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logRequests ? { level: 'info' } : false });
  registerSecurityHeaders(app, { csp: config.csp === true, standalone: true });
  await registerClient(app, config.dist);
  return app;
}

export async function buildServer(config: InstanceConfig): Promise<FastifyInstance> {
  const seedNow = (): number => config.now ?? Date.now();
  const seedOf = config.seed === 'harbour' ? buildHarbourSeed : buildSeed;
  const idStyle = ID_STYLE[config.software];
  const store = new Store(seedOf(seedNow(), config.publicUrl, idStyle));
  const app = Fastify({
    logger: config.logRequests ? { level: 'info' } : false,
    // Akkoma's router ignores a trailing slash (`/api/v1/mutes/`, as document 3 writes some
    // calls); the client's own routes are the not-found handler's, which strips it too.
    routerOptions: { ignoreTrailingSlash: true },
  });
  await app.register(formbody);
  await app.register(websocket);
  const cspReports = registerSecurityHeaders(app, { csp: config.csp === true });
  const hub = new StreamHub(store, config);
  const injector = new StreamInjector(store, hub, config);
  app.addHook('onClose', async () => {
    injector.stopAll();
    hub.closeAll();
  });

  if (config.control) {
    const plan = new FaultPlan();
    registerControl(app, {
      plan,
      reset: () => {
        plan.clear();
        injector.stopAll();
        hub.refuseUntil = 0;
        store.reset(seedOf(seedNow(), config.publicUrl, idStyle));
        bookFor(store).reset();
        settingsBookFor(store).reset();
        markerBookFor(store).reset();
      },
      forgetSettings: () => {
        settingsBookFor(store).forgetProfiles();
        markerBookFor(store).reset();
      },
    });
    registerStreamControl(app, { hub, injector });
    registerHostileControl(app, { store });
    // How many CSP violation reports the browser sent (issue 29: hostile HTML must raise none).
    app.get('/__control/csp-reports', async () => ({
      count: cspReports.reports.length,
      reports: cspReports.reports,
    }));
  }

  registerCors(app);

  // Pretending to be Mastodon or GoToSocial: the Pleroma/Akkoma calls do not exist
  // (software.ts), nor what GoToSocial lacks besides (gotosocial/paths.ts).
  if (mastodonApiOnly(config.software)) {
    const gotosocial = config.software === 'gotosocial';
    app.addHook('onRequest', async (request, reply) => {
      if (pleromaOnlyPath(request.url) || (gotosocial && gotosocialMissingPath(request.url)))
        await reply.code(404).type('application/json').send({ error: 'Not Found' });
    });
    // The renderers speak Akkoma; what the pretended server does not send is taken out here.
    const reshape = gotosocial ? asGotosocialText : asMastodonText;
    app.addHook('onSend', async (_request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (typeof payload !== 'string' || !type.includes('json')) return payload;
      // GoToSocial says 401 where Akkoma says 403 for a call that needs a signed-in user.
      if (gotosocial && reply.statusCode === 403 && payload.includes(ERRORS.invalidCredentials)) {
        reply.code(401);
        return JSON.stringify({ error: 'Unauthorized: token not supplied' });
      }
      return reshape(payload);
    });
  }

  registerCompression(app);

  // Once listening (never under app.inject), encode the seeded pictures in the background.
  app.addHook('onListen', async () => {
    if (config.warmFiles) void store.files.warm();
  });

  const shared = { config, store };
  await app.register(instanceRoutes, shared);
  await app.register(staticRoutes, shared);
  await app.register(timelineRoutes, shared);
  await app.register(streamingRoutes, { ...shared, hub });
  await app.register(statusRoutes, shared);
  await app.register(statusActionRoutes, { ...shared, hub });
  await app.register(accountRoutes, shared);
  await app.register(accountSettingsRoutes, shared);
  await app.register(relationshipRoutes, shared);
  await app.register(emojiRoutes, shared);
  await app.register(searchRoutes, shared);
  await app.register(suggestionRoutes, shared);
  await app.register(announcementRoutes, shared);
  await app.register(adminRoutes, { ...shared, hub });
  await app.register(listRoutes, shared);
  await app.register(markerRoutes, shared);
  await app.register(conversationRoutes, shared);
  await app.register(preferenceRoutes, shared);
  await app.register(notificationRoutes, shared);
  await app.register(accessRoutes, shared);
  // Registered after the other status and account routes: they skip what those already answer.
  await app.register(postingRoutes, { ...shared, hub });
  await app.register(mediaRoutes, shared);
  await app.register(accountSearchRoutes, shared);
  const client = await registerClient(app, config.dist);
  if (config.control) registerClientControl(app, client, config.dist);
  return app;
}
