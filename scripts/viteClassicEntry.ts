import { posix } from 'node:path';
import { parseAst, type Plugin, type Rollup } from 'vite';

/**
 * The app's entry as a CLASSIC script (issue 27's repeat visit): this Chromium never consumes a
 * V8 code cache for a module script (its background fetch streams modules from source even when
 * a cache was produced), but does for a classic script served from the worker's Cache Storage,
 * from the second run on, in persistent and off-the-record profiles alike
 * (`bench/codeCacheProbe.ts`, docs/decisions.md "code cache").
 *
 * The built entry chunk is wrapped in a strict function: its static imports (Rolldown's tiny
 * runtime chunk) are inlined, `import.meta` becomes the script's own address, and its exports go
 * on `globalThis.__petrelEntry` once its body ran. The lazy chunks still import the entry's
 * bindings as a module: the runtime chunk re-exports them from that object, and their imports of
 * the entry are pointed at it. Lazy chunks evaluate only after the entry's body ran (they are
 * loaded by its `import()`s); the copy is exact because no exported binding is reassigned
 * (checked below for the Program's top level; `src/` has no `export let`).
 */

const GLOBAL = '__petrelEntry';
const RUNTIME_PREFIX = '$rt_';
const CLASH_PREFIX = '$x_';
const SOURCE = '$petrelEntry';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string): string => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node);
    for (const value of Object.values(node))
      if (value && typeof value === 'object') walk(value, visit);
  }
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

function applySplices(code: string, splices: Splice[]): string {
  let out = code;
  for (const s of [...splices].sort((a, b) => b.start - a.start))
    out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

const nameOf = (n: unknown): string => {
  const node = n as { name?: string; value?: string };
  return String(node.name ?? node.value);
};

/** `export { local as exported }` at the end of a chunk: exported name → local name. */
function exportsOf(code: string, where: string): { map: Map<string, string>; splice: Splice } {
  const body = parseAst(code).body as unknown as Node[];
  const decls = body.filter((n) => n.type.startsWith('Export'));
  const decl = decls[0];
  if (
    decls.length !== 1 ||
    !decl ||
    decl.type !== 'ExportNamedDeclaration' ||
    decl['declaration'] ||
    decl['source']
  )
    throw new Error(`classic entry: ${where} has exports of an unexpected shape`);
  const map = new Map<string, string>();
  for (const s of decl['specifiers'] as Node[]) map.set(nameOf(s['exported']), nameOf(s['local']));
  return { map, splice: { start: decl.start, end: decl.end, text: '' } };
}

function importsFrom(code: string): Node[] {
  return (parseAst(code).body as unknown as Node[]).filter((n) => n.type === 'ImportDeclaration');
}

function sourceOf(n: Node): string {
  return String((n['source'] as { value: string }).value);
}

/** The named imports of `decl`: imported name → local name; anything else is refused. */
function namedImports(decl: Node, where: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of decl['specifiers'] as Node[]) {
    if (s.type !== 'ImportSpecifier') throw new Error(`classic entry: ${where} has a ${s.type}`);
    map.set(nameOf(s['imported']), nameOf(s['local']));
  }
  return map;
}

function chunkAt(bundle: Rollup.OutputBundle, from: string, specifier: string): Rollup.OutputChunk {
  const fileName = posix.join(posix.dirname(from), specifier);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`classic entry: no chunk ${fileName}`);
  return chunk;
}

/** The runtime chunk's code as an expression giving its exports, for the classic entry. */
function inlined(runtime: Rollup.OutputChunk, imported: Map<string, string>): string {
  if (importsFrom(runtime.code).length > 0)
    throw new Error(`classic entry: ${runtime.fileName} imports other chunks`);
  const { map, splice } = exportsOf(runtime.code, runtime.fileName);
  const body = applySplices(runtime.code, [splice]);
  const give = [...map]
    .map(([exported, local]) => `${JSON.stringify(exported)}:${local}`)
    .join(',');
  const take = [...imported].map(([name, local]) => `${JSON.stringify(name)}:${local}`).join(',');
  return `const {${take}}=(function(){${body}\nreturn{${give}};})();\n`;
}

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration']);

/** The names a function declares for its own body: parameters, `var`s and inner functions. */
function declaredIn(fn: Node): Set<string> {
  const names = new Set<string>();
  const bind = (target: unknown): void => {
    const t = target as Node | null;
    if (!t) return;
    if (t.type === 'Identifier') names.add(nameOf(t));
    else if (t.type === 'AssignmentPattern') bind(t['left']);
    else if (t.type === 'RestElement') bind(t['argument']);
    else if (t.type === 'ArrayPattern') for (const e of t['elements'] as unknown[]) bind(e);
    else if (t.type === 'ObjectPattern')
      for (const p of t['properties'] as Node[]) bind(p.type === 'RestElement' ? p : p['value']);
  };
  for (const param of fn['params'] as unknown[]) bind(param);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (n.type === 'VariableDeclarator') bind(n['id']);
    if (FUNCTIONS.has(n.type)) {
      if (n.type === 'FunctionDeclaration') bind(n['id']);
      return;
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(fn['body']);
  return names;
}

/**
 * Exported `var`s reassigned by the entry's top-level statements (or the functions they run)
 * would make the lazy chunks' copy stale. A function's own variable of the same name (the
 * minifier reuses short names) is another binding, not a reassignment.
 */
export function checkNotReassigned(code: string, exported: Map<string, string>): void {
  const locals = new Set(exported.values());
  const check = (node: unknown, shadowed: ReadonlySet<string>): void => {
    if (Array.isArray(node)) return node.forEach((child) => check(child, shadowed));
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const n = node as Node;
    if (FUNCTIONS.has(n.type)) shadowed = new Set([...shadowed, ...declaredIn(n)]);
    const target =
      n.type === 'AssignmentExpression'
        ? n['left']
        : n.type === 'UpdateExpression'
          ? n['argument']
          : null;
    const t = target as Node | null;
    if (t?.type === 'Identifier' && locals.has(nameOf(t)) && !shadowed.has(nameOf(t)))
      throw new Error(`classic entry: exported binding ${nameOf(t)} is reassigned`);
    for (const value of Object.values(n))
      if (value && typeof value === 'object') check(value, shadowed);
  };
  for (const statement of parseAst(code).body as unknown as Node[])
    if (statement.type === 'ExpressionStatement') check(statement, new Set());
}

/** Rewrites the entry as a classic script; gives its file and the runtime chunk's. */
function classicEntry(
  entry: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
): [entry: string, runtime: string] {
  const code = entry.code;
  const splices: Splice[] = [];
  let prelude = '';
  const runtimes = new Set<Rollup.OutputChunk>();
  for (const decl of importsFrom(code)) {
    const runtime = chunkAt(bundle, entry.fileName, sourceOf(decl));
    runtimes.add(runtime);
    prelude += inlined(runtime, namedImports(decl, entry.fileName));
    splices.push({ start: decl.start, end: decl.end, text: '' });
  }
  const { map: exported, splice } = exportsOf(code, entry.fileName);
  splices.push(splice);
  checkNotReassigned(code, exported);
  walk(parseAst(code), (n) => {
    if (n.type === 'MetaProperty' && nameOf(n['meta']) === 'import')
      splices.push({ start: n.start, end: n.end, text: '__petrelMeta' });
  });
  const values = [...exported].map(([name, local]) =>
    name === local ? name : `${key(name)}:${local}`,
  );
  entry.code =
    `(function(){"use strict";\n` +
    `const __petrelUrl=document.currentScript.src;` +
    `const __petrelMeta={url:__petrelUrl,resolve:(s)=>new URL(s,__petrelUrl).href};\n` +
    prelude +
    applySplices(code, splices) +
    // Set once the body ran (values, not getters: fewer bytes, and no binding is reassigned).
    `\nglobalThis.${GLOBAL}={${values.join(',')}};\n})();\n`;
  // A syntax check as a classic script (no import/export, no import.meta, no top-level await).
  new Function(entry.code);
  if (runtimes.size !== 1)
    throw new Error(`classic entry: expected one runtime chunk, found ${runtimes.size}`);
  const [runtime] = [...runtimes] as [Rollup.OutputChunk];
  runtime.code = withEntryExports(runtime.code, runtime.fileName, [...exported.keys()]);
  return [entry.fileName, runtime.fileName];
}

/** Whether `name` can be a binding's name (`in` or `do` can be exported, not declared). */
function bindable(name: string): boolean {
  try {
    new Function(`let ${name};`);
    return IDENTIFIER.test(name);
  } catch {
    return false;
  }
}

/** The names a chunk declares at its top level. */
function topLevelNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const n of parseAst(code).body as unknown as Node[]) {
    if (n.type === 'VariableDeclaration')
      for (const d of n['declarations'] as Node[])
        walk(d['id'], (id) => id.type === 'Identifier' && names.add(nameOf(id)));
    else if ((n.type === 'FunctionDeclaration' || n.type === 'ClassDeclaration') && n['id'])
      names.add(nameOf(n['id']));
  }
  return names;
}

/**
 * The runtime chunk re-exports the entry's bindings under their own names (so the lazy chunks'
 * import clauses stay as they are); its own exports move to `$rt_`-names, out of their way.
 */
function withEntryExports(code: string, where: string, names: string[]): string {
  const { map: own, splice } = exportsOf(code, where);
  const locals = topLevelNames(code);
  const clash = names.filter((n) => locals.has(n) || n === SOURCE || !bindable(n));
  if (names.some((n) => n.startsWith(RUNTIME_PREFIX)) || locals.has(SOURCE))
    throw new Error(`classic entry: ${where} names clash with the entry's exports`);
  const moved = [...own].map(([name, local]) => `${local} as ${RUNTIME_PREFIX}${name}`);
  const plain = names.filter((n) => !clash.includes(n));
  return (
    applySplices(code, [{ ...splice, text: `export{${moved.join(',')}};` }]) +
    `\nconst ${SOURCE}=globalThis.${GLOBAL};` +
    `export const{${plain.join(',')}}=${SOURCE};` +
    (clash.length
      ? `const{${clash.map((n) => `${n}:${CLASH_PREFIX}${n}`).join(',')}}=${SOURCE};` +
        `export{${clash.map((n) => `${CLASH_PREFIX}${n} as ${n}`).join(',')}};`
      : '') +
    '\n'
  );
}

/**
 * Points a lazy chunk's imports of the entry (and its preload lists) at the runtime chunk, and
 * its imports of the runtime's own helpers at their new names.
 */
function repoint(chunk: Rollup.OutputChunk, entry: string, runtime: string): void {
  const splices: Splice[] = [];
  const here = posix.dirname(chunk.fileName);
  const specifier = JSON.stringify(`./${posix.relative(here, runtime)}`);
  for (const decl of importsFrom(chunk.code)) {
    const target = posix.join(here, sourceOf(decl));
    if (target !== entry && target !== runtime) continue;
    const prefix = target === runtime ? RUNTIME_PREFIX : '';
    const names = [...namedImports(decl, chunk.fileName)].map(
      ([name, local]) => `${prefix}${name} as ${local}`,
    );
    splices.push({
      start: decl.start,
      end: decl.end,
      text: `import{${names.join(',')}}from${specifier};`,
    });
  }
  chunk.code = applySplices(chunk.code, splices).replaceAll(
    JSON.stringify(entry),
    JSON.stringify(runtime),
  );
}

export function classicEntryScript(): Plugin {
  return {
    name: 'petrel-classic-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return;
        const page = html.source;
        const entry = Object.values(bundle).find(
          (file): file is Rollup.OutputChunk =>
            file.type === 'chunk' && file.isEntry && page.includes(`src="/${file.fileName}"`),
        );
        if (!entry) throw new Error('classic entry: no entry script in index.html');
        const [entryFile, runtimeFile] = classicEntry(entry, bundle);
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file !== entry) repoint(file, entryFile, runtimeFile);
        const tag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
        const preload = `<link rel="modulepreload" crossorigin href="/${runtimeFile}">`;
        if (!page.includes(tag)) throw new Error('classic entry: unexpected script tag');
        // `defer` keeps a module script's timing: after parsing, in document order.
        html.source = page
          .replace(tag, `<script defer crossorigin src="/${entryFile}"></script>`)
          .replace(preload, '');
      },
    },
  };
}
