import { readFileSync } from 'node:fs';

/**
 * Which of our modules the bundle may treat as free of side effects (Rolldown's
 * `treeshake.moduleSideEffects`). Without it, a module reached from the entry only through a
 * barrel's `export *` (api/index.ts, a feature's index.ts) counted as part of the start-up graph
 * even when start-up used none of it, so its functions that lazy chunks use sat in the
 * start-up chunk: account settings, registration, lists, MFA... (docs/decisions.md, "Bytes").
 *
 * Pure are: the files of the layers that only declare (src/api, src/lib, src/ui: checked by
 * test/pureModules.test.ts: no statement that runs at import, no import for its effect but a
 * stylesheet's), and any barrel (index.ts) whose lines are only exports and comments.
 */
const PURE_LAYER = /\/src\/(api|lib|ui)\/.+\.tsx?$/;
const BARREL = /\/src\/.+\/index\.ts$/;
/**
 * Scripts built as entries of their own, which run by being loaded: the page's early script
 * (scripts/viteEarlyScript.ts) lives beside the API it speaks for but is no declaration.
 */
export const ENTRY_SCRIPTS = ['src/api/early/landing.ts'];

const barrels = new Map<string, boolean>();

/** Whether every statement of a barrel's text is an export (its own comments aside). */
export function onlyExports(text: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const statements = code
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.every((s) => /^export\s/.test(s) && !/^export\s+default\s/.test(s));
}

export function pureModule(id: string): boolean {
  const path = id.split('?')[0] ?? id;
  if (ENTRY_SCRIPTS.some((entry) => path.endsWith(`/${entry}`))) return false;
  if (PURE_LAYER.test(path)) return !/\.test\.tsx?$/.test(path);
  if (!BARREL.test(path)) return false;
  let pure = barrels.get(path);
  if (pure === undefined) {
    pure = onlyExports(readFileSync(path, 'utf8'));
    barrels.set(path, pure);
  }
  return pure;
}
