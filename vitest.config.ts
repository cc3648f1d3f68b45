import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
  },
});
