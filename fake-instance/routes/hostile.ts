import type { FastifyInstance } from 'fastify';
import { placeHostileContent } from '../hostile/place.js';
import { placeSecondRound } from '../hostile/secondRound.js';
import { HOSTILE_VECTORS } from '../hostile/vectors.js';
import type { Store } from '../store.js';

/**
 * `POST /__control/hostile` adds the hostile-markup corpus (hostile/vectors.ts) to the data;
 * `/__control/reset` takes it away again. Control mode only, so the demo seed never has it.
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
}
