import type { Plugin } from 'vite';

/**
 * The signed-in home in a few files (issue 28 item 2) without visitors paying for it.
 *
 * A signed-in start loads the lazy parts listed in SIGNED_IN_ROOTS (the outbox, the composer,
 * notifications, the action bar, settings sync, ...): left alone, Rolldown cut them and their
 * helpers into some sixty small chunks. Two groups gather them, from the module graph rather
 * than from a list of files, so an import added later cannot drag a signed-in module into a
 * visitor's page unnoticed:
 *
 * - `signed-in`: what the roots reach by static imports that no visitor can reach, that is
 *   nothing reachable from the entry by static or dynamic imports except through a root;
 * - `shared`: what the roots (and SHARED_ROOTS, lazy parts both kinds of page load) reach that
 *   a visitor's page reaches too. Start-up's own group comes first and keeps what it holds; the
 *   rest, which a group would otherwise drag along as its members' dependencies (an icon both
 *   the action bar and the profile use), lands here. A visitor's page that needs one of them
 *   loads this chunk, never `signed-in`.
 *
 * `e2e/budget.spec.ts` checks that signed-out pages load no `signed-in` file; a dynamic import
 * of a root from visitor code (which the graph cannot judge) is what it would catch.
 */
export const SIGNED_IN_ROOTS = [
  'src/app/startOutbox.ts',
  'src/core/outbox/outbox.ts',
  'src/features/composer/SignedInComposerMounts.tsx',
  'src/features/composer/SidebarPostFormPanel.tsx',
  'src/features/composer/ComposerLoader.tsx',
  'src/features/settings/settingsSync.ts',
  'src/features/notifications/NotificationsArea.tsx',
  'src/features/status/SignedInActionBar.tsx',
  'src/features/session/AccountSwitcher.tsx',
  'src/features/whoToFollow/WhoToFollowPanel.tsx',
  'src/features/timeline/readingPosition/HomePositionSaver.tsx',
  'src/features/timeline/readingPosition/positionStore.ts',
  'src/features/timeline/readingPosition/resumeController.ts',
  'src/features/outbox/PendingPosts.tsx',
  'src/features/announcements/loadAnnouncements.ts',
  'src/core/session/rememberAccount.ts',
  'src/core/offline/savedReading.ts',
];

/** Lazy parts the signed-in home loads that visitors' pages load as well. */
export const SHARED_ROOTS = ['src/features/timeline/streamHub.ts'];

export const SIGNED_IN_CHUNK = 'signed-in';
export const SHARED_CHUNK = 'shared';

interface Graph {
  entries: string[];
  imports: Map<string, string[]>;
  dynamicImports: Map<string, string[]>;
}

export interface ChunkSets {
  signedIn: Set<string>;
  shared: Set<string>;
}

const matches = (id: string, files: readonly string[]) =>
  files.some((file) => id.split('?')[0]?.endsWith(`/${file}`));

function reach(
  starts: Iterable<string>,
  next: (id: string) => Iterable<string>,
  stop: (id: string) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts].filter((id) => !stop(id));
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const to of next(id)) if (!seen.has(to) && !stop(to)) queue.push(to);
  }
  return seen;
}

/** Splits the graph into the two groups' modules (pure, so a unit test can feed it a graph). */
export function chunkSets(
  graph: Graph,
  roots: readonly string[] = SIGNED_IN_ROOTS,
  sharedRoots: readonly string[] = SHARED_ROOTS,
): ChunkSets {
  const ids = [...graph.imports.keys()];
  const isRoot = (id: string) => matches(id, roots);
  const staticOf = (id: string) => graph.imports.get(id) ?? [];
  const visitor = reach(
    graph.entries,
    (id) => [...staticOf(id), ...(graph.dynamicImports.get(id) ?? [])],
    isRoot,
  );
  const signedInReach = reach(ids.filter(isRoot), staticOf);
  const sharedReach = reach(
    ids.filter((id) => matches(id, sharedRoots)),
    staticOf,
  );
  const signedIn = new Set([...signedInReach].filter((id) => !visitor.has(id)));
  const shared = new Set([...signedInReach, ...sharedReach].filter((id) => visitor.has(id)));
  return { signedIn, shared };
}

/**
 * The plugin reads the module graph once the build has it; the groups' tests, which Rolldown
 * calls while it cuts chunks afterwards, read the sets it made.
 */
export function signedInChunks(): {
  plugin: Plugin;
  signedIn: (id: string) => boolean;
  shared: (id: string) => boolean;
} {
  let sets: ChunkSets = { signedIn: new Set(), shared: new Set() };
  const plugin: Plugin = {
    name: 'petrel-signed-in-chunks',
    buildEnd() {
      const graph: Graph = { entries: [], imports: new Map(), dynamicImports: new Map() };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) graph.entries.push(id);
        graph.imports.set(id, [...info.importedIds]);
        graph.dynamicImports.set(id, [...info.dynamicallyImportedIds]);
      }
      sets = chunkSets(graph);
    },
  };
  return {
    plugin,
    signedIn: (id) => sets.signedIn.has(id),
    shared: (id) => sets.shared.has(id),
  };
}
