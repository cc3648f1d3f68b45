import type { FastifyPluginAsync } from 'fastify';
import { contextFor, type Shared } from '../auth.js';
import { renderInstanceV1, renderInstanceV2 } from '../render/instance.js';
import { renderNodeinfo, renderWellKnownNodeinfo } from '../render/nodeinfo.js';
import { frontendConfigurations } from '../static/documents.js';
import { gotosocialNodeinfo, gotosocialWellKnownNodeinfo } from '../gotosocial/instance.js';

/** Instance description: /api/v1/instance, /api/v2/instance, nodeinfo, frontend config. */
export const instanceRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/instance', async (request) => renderInstanceV1(contextFor(request, shared)));
  app.get('/api/v2/instance', async (request) => renderInstanceV2(contextFor(request, shared)));
  // The servers this one knows (document 3 §7): the domains of the seed's remote accounts.
  app.get('/api/v1/instance/peers', async () =>
    [
      ...new Set([...shared.store.accounts.values()].flatMap((a) => (a.domain ? [a.domain] : []))),
    ].sort(),
  );
  if (shared.config.software === 'gotosocial') {
    app.get('/.well-known/nodeinfo', async (request) =>
      gotosocialWellKnownNodeinfo(contextFor(request, shared)),
    );
    for (const version of ['2.0', '2.1'] as const)
      app.get(`/nodeinfo/${version}`, async (request, reply) => {
        reply.type(
          `application/json; profile="http://nodeinfo.diaspora.software/ns/schema/${version}#"`,
        );
        return gotosocialNodeinfo(contextFor(request, shared), version);
      });
    return;
  }
  app.get('/.well-known/nodeinfo', async (request) =>
    renderWellKnownNodeinfo(contextFor(request, shared)),
  );
  app.get('/nodeinfo/2.0.json', async (request, reply) => {
    reply.type(
      'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.0#"; charset=utf-8',
    );
    return renderNodeinfo(contextFor(request, shared), '2.0');
  });
  app.get('/nodeinfo/2.1.json', async (request, reply) => {
    reply.type(
      'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"; charset=utf-8',
    );
    return renderNodeinfo(contextFor(request, shared), '2.1');
  });
  app.get('/api/pleroma/frontend_configurations', async () =>
    frontendConfigurations(shared.config),
  );
};
