import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Where lucide-react's ES build keeps each export: its file and the name inside it. */
export interface LucideExport {
  file: string;
  imported: string;
}

const EXPORT_LINE = /^export \{([^}]*)\} from '([^']+)';$/gm;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/** Reads lucide-react's index (`export { default as Star, … } from './icons/star.mjs'`). */
export function lucideExports(indexSource: string, indexDir: string): Map<string, LucideExport> {
  const exports = new Map<string, LucideExport>();
  for (const [, list = '', from = ''] of indexSource.matchAll(EXPORT_LINE)) {
    const file = resolve(indexDir, from);
    for (const specifier of list.split(',')) {
      const [imported = '', exported = imported] = specifier.trim().split(/\s+as\s+/);
      if (imported) exports.set(exported, { file, imported });
    }
  }
  return exports;
}

/**
 * Rewrites `import { Star, X as Close } from 'lucide-react'` into one import per icon file.
 * Type-only specifiers are dropped (they have no value); an import naming anything the index
 * does not list is left whole, so it still loads (and fails) as it would have.
 */
export function splitLucideImports(code: string, exports: Map<string, LucideExport>): string {
  return code.replace(NAMED_IMPORT, (whole, list: string) => {
    const lines: string[] = [];
    for (const raw of list.split(',')) {
      const specifier = raw.trim();
      if (!specifier || specifier.startsWith('type ')) continue;
      const [name = '', local = name] = specifier.split(/\s+as\s+/);
      const found = exports.get(name);
      if (!found) return whole;
      const path = JSON.stringify(found.file);
      lines.push(
        found.imported === 'default'
          ? `import ${local} from ${path};`
          : `import { ${found.imported} as ${local} } from ${path};`,
      );
    }
    // The same number of lines, so stack traces still point at the source's lines.
    return lines.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
  });
}

/**
 * The unit tests' way to lucide-react: its ES index re-exports some 2,400 icon modules, and
 * Vitest loads each of them again for every test file that reaches an icon (one file that
 * imported `Star` took about 2 s of CPU against 0.35 s for the icon's own module). Each
 * import is pointed at the icon's own module instead. The build needs none of this: it
 * tree-shakes the index.
 */
export function lucideIconImports(root: string): Plugin {
  const index = resolve(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');
  const exports = lucideExports(readFileSync(index, 'utf8'), dirname(index));
  const source = resolve(root, 'src') + sep;
  return {
    name: 'petrel-lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      // The app's modules only (their tests included), never this plugin's own test's strings.
      if (!id.startsWith(source) || !code.includes('lucide-react')) return null;
      return { code: splitLucideImports(code, exports), map: null };
    },
  };
}
