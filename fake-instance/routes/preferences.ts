import type { FastifyPluginAsync } from 'fastify';
import { settingsBookFor } from '../accountSettings.js';
import { contextFor, ERRORS, fail, type Shared } from '../auth.js';

/** GET /api/v1/preferences (Mastodon 2.8; Akkoma and GoToSocial answer it too). */
export const preferenceRoutes: FastifyPluginAsync<Shared> = async (app, shared) => {
  app.get('/api/v1/preferences', async (request, reply) => {
    const viewer = contextFor(request, shared).viewer;
    if (!viewer) return fail(reply, 403, ERRORS.invalidCredentials);
    const options = settingsBookFor(shared.store).optionsOf(viewer.id);
    return {
      'posting:default:visibility': options.defaultScope,
      'posting:default:sensitive': options.sensitive,
      'posting:default:language': 'en',
      'reading:expand:media': 'default',
      'reading:expand:spoilers': false,
      'reading:autoplay:gifs': false,
    };
  });
};
