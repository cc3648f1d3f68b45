import type { FastifyInstance } from 'fastify';
import { placeHostileContent, placeOversizedContent } from '../hostile/place.js';
import { placeSecondRound } from '../hostile/secondRound.js';
import { HOSTILE_VECTORS } from '../hostile/vectors.js';
import type { Store } from '../store.js';

/**
 * `POST /__control/hostile` adds the hostile-markup corpus (hostile/vectors.ts) to the data;
 * `/__control/reset` takes it away again. `POST /__control/hostile/oversized` adds the 300 KB
 * post and the conversation of 5,000 replies. Control mode only, so the demo seed never has it.
 */
export function registerHostileControl(app: FastifyInstance, { store }: { store: Store }): void {
  app.post('/__control/hostile', async () => ({
    ok: true,
    corpus: HOSTILE_VECTORS.length,
    ...placeHostileContent(store),
  }));
  // Issue 29: a Flash file opening windows, an MFM overlay, pictures with bad schemes.
  app.post('/__control/hostile/second-round', async () => ({
    ok: true,
    ...placeSecondRound(store),
  }));
  // The markup that froze the tab (issue 29, item 4), apart: it would swell every other walk.
  app.post('/__control/hostile/oversized', async () => ({
    ok: true,
    ...placeOversizedContent(store),
  }));
}
