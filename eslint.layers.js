/**
 * The layers of docs/architecture.md, as lint rules (issue 26). Kept apart from
 * eslint.config.js so test/layers.test.ts can run the same rules over a fixture tree.
 *
 *   app, main.tsx          composition root: may import any file below it
 *   features/<area>        own files, other areas only through their index.ts
 *   core                   the active account's client, session, preferences, instance, notices
 *   ui                     shared components: no feature, no core, no api call (types only)
 *   api                    HTTP and wire handling
 *   i18n                   locales and formatting
 *   lib                    pure helpers
 *
 * fake-instance/ shares no code with src/; nothing may form an import cycle.
 */
import fs from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const SOURCE = '**/*.{ts,tsx}';

const apart = {
  target: './fake-instance',
  from: './src',
  message: 'fake-instance/ shares no code with src/.',
};

function featuresIn(root) {
  const dir = path.join(root, 'src/features');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** One zone per feature: other features' folders are closed except for their index.ts. */
function featureZones(features) {
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`),
    ],
    message: `Import another feature through its index.ts, never its internal files.`,
  }));
}

const above = {
  lib: ['api', 'i18n', 'ui', 'core', 'features', 'app', 'main.tsx'],
  api: ['i18n', 'ui', 'core', 'features', 'app', 'main.tsx'],
  i18n: ['api', 'ui', 'core', 'features', 'app', 'main.tsx'],
  ui: ['core', 'features', 'app', 'main.tsx'],
  core: ['features', 'app', 'main.tsx'],
  features: ['app', 'main.tsx'],
};

function layerZones() {
  return Object.entries(above).flatMap(([layer, higher]) =>
    higher.map((from) => ({
      target: `./src/${layer}`,
      from: `./src/${from}`,
      message: `src/${layer} sits below src/${from} (docs/architecture.md).`,
    })),
  );
}

/**
 * @param {{ root?: string }} [options] the folder holding src/ and fake-instance/ (the repo, or
 *   a fixture tree in tests)
 */
export function layersConfig({ root = process.cwd() } = {}) {
  return [
    {
      files: [SOURCE],
      plugins: { 'import-x': importX },
      settings: {
        // no-cycle reads the imported files: it must know they are TypeScript.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [
          createNodeResolver({
            extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
            // fake-instance runs as Node ESM: it names its .ts files .js.
            extensionAlias: { '.js': ['.ts', '.js'] },
          }),
        ],
      },
      rules: {
        // A lazy import() cannot run before its importer has loaded, so it cannot cause an
        // initialisation-order bug; it is how a status shows a status (the reply popover) and
        // how a chunk loads. Static cycles are errors.
        'import-x/no-cycle': [
          'error',
          { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
        ],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: [apart] }],
      },
    },
    {
      // A cycle between two areas always passes through an index.ts (areas reach each other
      // only there), so there not even a lazy import() may close one: status -> conversation
      // (a lazy warm-up of its screen) -> status was such a loop. Within one area a lazy
      // import back up the chain stays allowed (a status's reply popover shows a status).
      files: ['src/features/*/index.ts'],
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
    {
      // Tests may compose layers (a property test of several readers, a crash screen in a
      // boundary test); shipped code may not.
      files: [SOURCE],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [apart, ...layerZones(), ...featureZones(featuresIn(root))],
          },
        ],
      },
    },
    {
      // A double cast hides a type the code should state; only wire handling may need one.
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/api/**', '**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector:
              'TSAsExpression[expression.type="TSAsExpression"][expression.typeAnnotation.type="TSUnknownKeyword"]',
            message: 'No `as unknown as` outside src/api: type the value instead.',
          },
        ],
      },
    },
    {
      // ui shows what api returns but calls nothing: types only, and the error predicates.
      files: ['src/ui/**/*.{ts,tsx}'],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(^|/)api(/(?!errors$).*)?$',
                allowTypeImports: true,
                message: 'src/ui calls no api: take the data or a function as a prop.',
              },
            ],
          },
        ],
      },
    },
  ];
}
