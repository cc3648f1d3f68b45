import { describe, expect, it } from 'vitest';
import { chunkSets } from '../scripts/signedInChunks';

// entry -> app -> (dynamic) page -> helper ; entry -> (dynamic) root -> helper, own, icon
// page -> icon; root -> (dynamic) menu -> menuPart
function graph(extra: Record<string, string[]> = {}) {
  const imports = new Map<string, string[]>(
    Object.entries({
      '/r/src/main.tsx': ['/r/src/app.ts'],
      '/r/src/app.ts': [],
      '/r/src/page.tsx': ['/r/src/helper.ts', '/r/icon.mjs'],
      '/r/src/root.tsx': ['/r/src/helper.ts', '/r/src/own.ts', '/r/icon.mjs'],
      '/r/src/helper.ts': [],
      '/r/src/own.ts': [],
      '/r/icon.mjs': [],
      '/r/src/menu.tsx': ['/r/src/menuPart.ts'],
      '/r/src/menuPart.ts': [],
      ...extra,
    }),
  );
  const dynamicImports = new Map<string, string[]>([
    ['/r/src/app.ts', ['/r/src/page.tsx', '/r/src/root.tsx']],
    ['/r/src/root.tsx', ['/r/src/menu.tsx']],
  ]);
  return { entries: ['/r/src/main.tsx'], imports, dynamicImports };
}

describe('chunkSets', () => {
  it('keeps in signed-in only what no visitor page reaches', () => {
    const sets = chunkSets(graph(), ['src/root.tsx'], []);
    expect([...sets.signedIn].sort()).toEqual(['/r/src/own.ts', '/r/src/root.tsx']);
    expect([...sets.shared].sort()).toEqual(['/r/icon.mjs', '/r/src/helper.ts']);
  });

  it('moves a module to shared once a visitor page imports it', () => {
    const sets = chunkSets(
      graph({ '/r/src/page.tsx': ['/r/src/helper.ts', '/r/icon.mjs', '/r/src/own.ts'] }),
      ['src/root.tsx'],
      [],
    );
    expect(sets.signedIn.has('/r/src/own.ts')).toBe(false);
    expect(sets.shared.has('/r/src/own.ts')).toBe(true);
  });

  it('leaves the lazy parts of signed-in code to their own chunks', () => {
    const sets = chunkSets(graph(), ['src/root.tsx'], []);
    expect(sets.signedIn.has('/r/src/menuPart.ts')).toBe(false);
    expect(sets.shared.has('/r/src/menuPart.ts')).toBe(false);
  });

  it('puts a lazy part both kinds of page load with the shared modules', () => {
    const sets = chunkSets(graph(), ['src/root.tsx'], ['src/page.tsx']);
    expect(sets.shared.has('/r/src/page.tsx')).toBe(true);
    expect(sets.signedIn.has('/r/src/page.tsx')).toBe(false);
  });
});

// page -> barrel (takes `helper` only) -> helper, own; root -> own
function barrelGraph(names: Set<string> | '*') {
  const imports = new Map<string, string[]>(
    Object.entries({
      '/r/src/main.tsx': ['/r/src/app.ts'],
      '/r/src/app.ts': [],
      '/r/src/page.tsx': ['/r/src/area/index.ts'],
      '/r/src/area/index.ts': ['/r/src/area/helper.ts', '/r/src/area/own.ts'],
      '/r/src/area/helper.ts': [],
      '/r/src/area/own.ts': [],
      '/r/src/root.tsx': ['/r/src/area/helper.ts', '/r/src/area/own.ts'],
    }),
  );
  const dynamicImports = new Map<string, string[]>([
    ['/r/src/app.ts', ['/r/src/page.tsx', '/r/src/root.tsx']],
  ]);
  return {
    entries: ['/r/src/main.tsx'],
    imports,
    dynamicImports,
    barrels: new Set(['/r/src/area/index.ts']),
    importedNames: new Map([['/r/src/page.tsx', new Map([['/r/src/area/index.ts', names]])]]),
    exports: new Map([
      ['/r/src/area/helper.ts', ['helper']],
      ['/r/src/area/own.ts', ['own']],
    ]),
  };
}

describe('chunkSets through barrels', () => {
  it('follows a named import of a barrel to the module exporting it only', () => {
    const sets = chunkSets(barrelGraph(new Set(['helper'])), ['src/root.tsx'], [], []);
    expect(sets.shared.has('/r/src/area/helper.ts')).toBe(true);
    expect(sets.signedIn.has('/r/src/area/own.ts')).toBe(true);
  });

  it('takes every target of a barrel for a namespace import or a name it cannot place', () => {
    for (const names of ['*', new Set(['renamed'])] as const) {
      const sets = chunkSets(barrelGraph(names), ['src/root.tsx'], [], []);
      expect(sets.shared.has('/r/src/area/own.ts')).toBe(true);
      expect(sets.signedIn.has('/r/src/area/own.ts')).toBe(false);
    }
  });

  it('leaves out what only a guarded page reaches', () => {
    const sets = chunkSets(barrelGraph('*'), ['src/root.tsx'], [], ['src/page.tsx']);
    expect(sets.signedIn.has('/r/src/area/own.ts')).toBe(true);
    expect(sets.shared.size).toBe(0);
  });

  it('keeps a root with the visitor code that imports it statically', () => {
    const graph = barrelGraph('*');
    graph.imports.set('/r/src/app.ts', ['/r/src/root.tsx']);
    const sets = chunkSets(graph, ['src/root.tsx'], [], []);
    expect(sets.signedIn.size).toBe(0);
    expect(sets.shared.has('/r/src/root.tsx')).toBe(true);
  });
});
