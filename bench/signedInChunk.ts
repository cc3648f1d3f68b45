import { SIGNED_IN_CHUNK } from '../scripts/signedInChunks';
import type { FirstVisit } from './measures/firstVisit';

/**
 * How many of a visit's JS and CSS files belong to the signed-in chunk (scripts/signedInChunks.ts).
 * NaN when the visit measured nothing, so a failed load breaks the budget instead of passing it.
 */
export function signedInChunkFiles(visit: FirstVisit | undefined): number {
  if (!visit || visit.files.length === 0) return NaN;
  return visit.files.filter((f) => f.name.split('/').pop()?.startsWith(`${SIGNED_IN_CHUNK}-`))
    .length;
}

/** The signed-in home must load the chunk, and show a status, or the visitors' zero proves nothing. */
export function homeSignedInChunkFiles(home: FirstVisit | undefined): number {
  return home?.statusShown ? signedInChunkFiles(home) : NaN;
}

/** Signed-in chunk files over all visitors' pages: a visitor's page that loads them pays for all. */
export function visitorSignedInChunkFiles(visits: readonly FirstVisit[]): number {
  return visits.reduce((sum, visit) => sum + signedInChunkFiles(visit), 0);
}
