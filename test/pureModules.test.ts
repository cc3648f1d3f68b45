import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ENTRY_SCRIPTS, onlyExports, pureModule } from '../scripts/pureModules';

// vite.config.ts tells the bundler that src/api, src/lib and src/ui run nothing when imported
// (scripts/pureModules.ts): a module of theirs whose exports nobody uses is left out. A statement
// that runs at import in one of them would then silently not run; this keeps them declarations.
const ROOT = join(__dirname, '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
    .filter((file) => !/\/(contract|testing)\//.test(file))
    .filter((file) => !ENTRY_SCRIPTS.includes(file));
}

/** The top-level statements of a file that run something when it is imported. */
function effects(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(ROOT, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  return source.statements
    .filter((statement) => {
      if (ts.isImportDeclaration(statement))
        return (
          !statement.importClause && !/\.css['"]$/.test(statement.moduleSpecifier.getText(source))
        );
      return !(
        ts.isExportDeclaration(statement) ||
        ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement) ||
        ts.isVariableStatement(statement) ||
        ts.isModuleDeclaration(statement)
      );
    })
    .map((statement) => `${file}: ${statement.getText(source).slice(0, 60)}`);
}

describe('modules the bundle treats as free of side effects', () => {
  it('src/api, src/lib and src/ui only declare', () => {
    const files = ['src/api', 'src/lib', 'src/ui'].flatMap(sourcesUnder);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(effects)).toEqual([]);
  });

  it('finds a statement that runs at import', () => {
    expect(effects('src/features/auth/screenText.ts')).toHaveLength(1);
    expect(effects('src/features/auth/index.ts')).toEqual([
      "src/features/auth/index.ts: import './screenText';",
    ]);
  });

  it('takes a barrel as pure only when it holds nothing but exports', () => {
    expect(onlyExports("// a\nexport * from './a';\nexport { b } from './b';\n")).toBe(true);
    expect(onlyExports("export const load = () => import('./x');\n")).toBe(true);
    expect(onlyExports("import './text';\nexport * from './a';\n")).toBe(false);
    expect(onlyExports("export * from './a';\nregister();\n")).toBe(false);
    expect(pureModule(join(ROOT, 'src/features/auth/index.ts'))).toBe(false);
    expect(pureModule(join(ROOT, 'src/features/timeline/index.ts'))).toBe(true);
    expect(pureModule(join(ROOT, 'src/api/index.ts'))).toBe(true);
    expect(pureModule(join(ROOT, 'src/features/timeline/Timeline.tsx'))).toBe(false);
  });
});
