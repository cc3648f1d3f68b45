import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { InstanceConfig } from './config.js';
import { FaultPlan } from './control.js';
import { accountRoutes } from './routes/accounts.js';
import { registerClient } from './routes/client.js';
import { registerControl } from './routes/control.js';
import { emojiRoutes } from './routes/emoji.js';
import { instanceRoutes } from './routes/instance.js';
import { searchRoutes } from './routes/search.js';
import { staticRoutes } from './routes/static.js';
import { statusRoutes } from './routes/statuses.js';
import { timelineRoutes } from './routes/timelines.js';
import { buildSeed } from './seed/build.js';
import { Store } from './store.js';

/**
 * The fake Akkoma instance: seed once, then register one plugin per area. Tests call this
 * and use app.inject; main.ts calls it and listens.
 */
export async function buildServer(config: InstanceConfig): Promise<FastifyInstance> {
  const seedNow = (): number => config.now ?? Date.now();
  const store = new Store(buildSeed(seedNow(), config.publicUrl));
  const app = Fastify({ logger: config.logRequests ? { level: 'info' } : false });
  await app.register(formbody);

  if (config.control) {
    const plan = new FaultPlan();
    registerControl(app, {
      plan,
      reset: () => {
        plan.clear();
        store.reset(buildSeed(seedNow(), config.publicUrl));
      },
    });
  }

  // Akkoma allows any origin on its API, and clients in development rely on that.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header(
      'access-control-expose-headers',
      'Link, X-RateLimit-Reset, X-RateLimit-Limit, X-RateLimit-Remaining, X-Request-Id, Idempotency-Key',
    );
  });

  // Once listening (never under app.inject), encode the seeded pictures in the background.
  app.addHook('onListen', async () => {
    if (config.warmFiles) void store.files.warm();
  });

  const shared = { config, store };
  await app.register(instanceRoutes, shared);
  await app.register(staticRoutes, shared);
  await app.register(timelineRoutes, shared);
  await app.register(statusRoutes, shared);
  await app.register(accountRoutes, shared);
  await app.register(emojiRoutes, shared);
  await app.register(searchRoutes, shared);
  await registerClient(app, config.dist);
  return app;
}
