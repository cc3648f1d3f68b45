import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../api';
import { keepRecent, OPENED_KEPT } from '../../core/offline/readingBounds';
import { noteReading, readSaved } from '../../core/offline/readingNotes';
import { storeUser } from '../../core/statusCache';

/** A profile route's key among the saved ones: `id:<id>` or `name:<name>`. */
export const profileRoute = (by: 'id' | 'name', idOrName: string) => `${by}:${idOrName}`;

/** Notes an opened profile for reading offline (issue 27); the last few are kept. */
export function noteProfile(route: string, user: User): void {
  noteReading(
    'profiles',
    (kept) => keepRecent(kept ?? [], { route, user }, OPENED_KEPT, (entry) => entry.route),
    route,
  );
}

/** A saved profile's account id, the account back in the cache, when the server is unreachable. */
export async function restoreProfile(
  queryClient: QueryClient,
  route: string,
): Promise<string | null> {
  const saved = (await readSaved('profiles'))?.value.find((entry) => entry.route === route);
  if (!saved) return null;
  storeUser(queryClient, saved.user);
  return saved.user.id;
}
