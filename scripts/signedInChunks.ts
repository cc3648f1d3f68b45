import type { Plugin } from 'vite';
import { pureModule } from './pureModules';

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
 * The bench's first visit (bench/signedInChunk.ts) checks that signed-out pages load no `signed-in` file; a dynamic import
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

/**
 * Pages behind the sign-in guard (app/routeTable.ts `signInNeeded`): a visitor is sent away
 * before their chunk is asked for, so what only they reach is no visitor's either.
 */
export const SIGNED_IN_PAGES = [
  'src/features/notifications/NotificationsPage.tsx',
  'src/features/notifications/InteractionsPage.tsx',
  'src/features/notifications/FriendRequestsPage.tsx',
  'src/features/lists/ListsPage.tsx',
  'src/features/lists/ListEditPage.tsx',
  'src/features/whoToFollow/WhoToFollowPage.tsx',
];

/** Lazy parts the signed-in home loads that visitors' pages load as well. */
export const SHARED_ROOTS = ['src/features/timeline/streamHub.ts'];

export const SIGNED_IN_CHUNK = 'signed-in';
export const SHARED_CHUNK = 'shared';

/** Every name a module takes from one module it imports statically; '*' for all of them. */
export type ImportedNames = Set<string> | '*';

export interface Graph {
  entries: string[];
  imports: Map<string, string[]>;
  dynamicImports: Map<string, string[]>;
  /**
   * Export-only barrels (scripts/pureModules.ts): an import of one of them is followed to the
   * modules that export the names taken, not to everything the barrel re-exports.
   */
  barrels?: Set<string>;
  /** Per importer, the names it takes from each module (missing: all of them). */
  importedNames?: Map<string, Map<string, ImportedNames>>;
  /** Each module's export names. */
  exports?: Map<string, string[]>;
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

/**
 * The modules an import of `names` from `barrel` reaches: for each name, the barrel's targets
 * that export it (through nested barrels); a name none of them exports (a barrel's own export,
 * a renamed re-export) takes every target, static and dynamic, as before.
 */
function throughBarrel(
  graph: Graph,
  barrel: string,
  names: ImportedNames,
  seen = new Set<string>(),
): string[] {
  const targets = graph.imports.get(barrel) ?? [];
  const all = [...targets, ...(graph.dynamicImports.get(barrel) ?? [])];
  if (names === '*' || seen.has(barrel)) return all;
  seen.add(barrel);
  const found = new Set<string>();
  for (const name of names) {
    const owners = targets.filter((t) => graph.exports?.get(t)?.includes(name));
    if (owners.length === 0) return all;
    for (const owner of owners) {
      if (graph.barrels?.has(owner))
        for (const id of throughBarrel(graph, owner, new Set([name]), seen)) found.add(id);
      else found.add(owner);
    }
  }
  return [...found];
}

/** A module's static imports, an import of a barrel followed to what it really takes. */
function staticImports(graph: Graph, id: string): string[] {
  const targets = graph.imports.get(id) ?? [];
  if (!graph.barrels || graph.barrels.size === 0) return targets;
  return targets.flatMap((to) => {
    if (!graph.barrels?.has(to)) return [to];
    const names = graph.importedNames?.get(id)?.get(to) ?? '*';
    return throughBarrel(graph, to, names);
  });
}

/** Splits the graph into the two groups' modules (pure, so a unit test can feed it a graph). */
export function chunkSets(
  graph: Graph,
  roots: readonly string[] = SIGNED_IN_ROOTS,
  sharedRoots: readonly string[] = SHARED_ROOTS,
  signedInPages: readonly string[] = SIGNED_IN_PAGES,
): ChunkSets {
  const ids = [...graph.imports.keys()];
  const isRoot = (id: string) => matches(id, roots);
  const notVisitors = (id: string) => isRoot(id) || matches(id, signedInPages);
  const staticOf = (id: string) => staticImports(graph, id);
  // Only a lazy import of a root or a guarded page is where visitors stop: a module a visitor's
  // code imports statically (the status menu's runners import the outbox) comes with that code.
  const visitor = reach(graph.entries, (id) => [
    ...staticOf(id),
    ...(graph.dynamicImports.get(id) ?? []).filter((to) => !notVisitors(to)),
  ]);
  const signedInReach = reach(ids.filter(isRoot), staticOf);
  const sharedReach = reach(
    ids.filter((id) => matches(id, sharedRoots)),
    staticOf,
  );
  const signedIn = new Set([...signedInReach].filter((id) => !visitor.has(id)));
  const shared = new Set([...signedInReach, ...sharedReach].filter((id) => visitor.has(id)));
  return { signedIn, shared };
}

const BARREL = /\/src\/.+\/index\.ts$/;

interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: {
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
  }[];
  exportKind?: string;
  importKind?: string;
}

/**
 * The names a module takes from each module it imports, from its (transformed) code: named
 * imports and re-exports by name, '*' for a namespace, a default, an `export *` or an import for
 * its effect. A module whose code does not parse keeps every import whole.
 */
async function namesTaken(
  code: string,
  id: string,
  resolve: (source: string) => Promise<string | undefined>,
  parse: (code: string) => { body: unknown[] },
): Promise<Map<string, ImportedNames>> {
  const taken = new Map<string, ImportedNames>();
  let body: Node[];
  try {
    body = parse(code).body as Node[];
  } catch {
    console.warn(`[signed-in chunks] ${id} did not parse; its imports are followed whole`);
    return taken;
  }
  for (const node of body) {
    const source = node.source?.value;
    if (typeof source !== 'string') continue;
    if (node.importKind === 'type' || node.exportKind === 'type') continue;
    const to = await resolve(source);
    if (!to) continue;
    const add = (names: ImportedNames) => {
      const had = taken.get(to);
      if (had === '*' || names === '*') return void taken.set(to, '*');
      taken.set(to, new Set([...(had ?? []), ...names]));
    };
    const specifiers = node.specifiers ?? [];
    if (node.type === 'ExportAllDeclaration' || specifiers.length === 0) {
      add('*');
      continue;
    }
    const names: string[] = [];
    for (const s of specifiers) {
      const name =
        s.type === 'ImportNamespaceSpecifier'
          ? undefined
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ExportSpecifier'
              ? (s.local?.name ?? s.local?.value)
              : (s.imported?.name ?? s.imported?.value);
      if (name === undefined) add('*');
      else names.push(name);
    }
    add(new Set(names));
  }
  return taken;
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
    async buildEnd() {
      const graph: Graph = {
        entries: [],
        imports: new Map(),
        dynamicImports: new Map(),
        barrels: new Set(),
        importedNames: new Map(),
        exports: new Map(),
      };
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) graph.entries.push(id);
        graph.imports.set(id, [...info.importedIds]);
        graph.dynamicImports.set(id, [...info.dynamicallyImportedIds]);
        graph.exports?.set(id, [...info.exports]);
        if (BARREL.test(id) && pureModule(id)) graph.barrels?.add(id);
      }
      // Only imports of a barrel need their names: everything else is followed whole.
      const resolve = async (source: string, importer: string) =>
        (await this.resolve(source, importer))?.id;
      for (const id of graph.imports.keys()) {
        const targets = graph.imports.get(id) ?? [];
        if (!targets.some((to) => graph.barrels?.has(to))) continue;
        const code = this.getModuleInfo(id)?.code;
        if (!code) continue;
        graph.importedNames?.set(
          id,
          await namesTaken(code, id, (source) => resolve(source, id), this.parse.bind(this)),
        );
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
