import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { lucideIconImports } from './scripts/lucideImports';
import { preactAliases } from './scripts/preactAliases';

export default defineConfig({
  // PETREL_UNIT_LUCIDE=index loads icons through lucide-react's index as before (to compare).
  plugins:
    process.env.PETREL_UNIT_LUCIDE === 'index'
      ? []
      : [lucideIconImports(fileURLToPath(new URL('.', import.meta.url)))],
  resolve: {
    alias: [
      ...preactAliases,
      // Node would load their CommonJS builds, which require React itself past the aliases.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      {
        find: /^lucide-react$/,
        replacement: fileURLToPath(
          new URL('node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'fake-instance/**/*.test.ts',
      'test/**/*.test.ts',
      'bench/**/*.test.ts',
      'sw/**/*.test.ts',
    ],
    // Lint fixtures (test/layers.test.ts lints them; they are not tests).
    exclude: [...configDefaults.exclude, 'test/layer-fixtures/**'],
    environment: 'node',
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two, while
    // the main thread mostly waits. One per core runs the unit tests in about half the time.
    maxWorkers: availableParallelism(),
    setupFiles: ['test/setup.ts'],
    // Libraries that import React run through the aliases too, or they would load React itself.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /@tanstack\/react-/,
          /zustand/,
          /wouter/,
          /lucide-react/,
        ],
      },
    },
  },
});
