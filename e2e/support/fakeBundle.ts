import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'vite';

/** Where `startInstance` finds this run's bundle; unset, it runs the TypeScript through tsx. */
export const FAKE_BUNDLE_ENV = 'PETREL_FAKE_INSTANCE_BUNDLE';

/**
 * Bundles the fake instance into one ES module, packages left as imports. Under tsx every
 * start loaded its ~120 modules through tsx's loader thread, about half of a start's CPU
 * (docs/decisions.md, "`npm test` under 20 minutes, seventh round"); an e2e run starts dozens.
 * The file sits under node_modules so its package imports resolve as the sources' do, and is
 * named by process so two runs side by side never read each other's half-written file.
 */
export async function bundleFakeInstance(): Promise<{ file: string; remove: () => Promise<void> }> {
  const outDir = resolve('node_modules/.cache/petrel-e2e', `fake-instance-${process.pid}`);
  await mkdir(outDir, { recursive: true });
  // Vite's build sets NODE_ENV to production in this process, which the workers, the fake
  // instances and their pages would inherit; the tests never ran that way.
  const nodeEnv = process.env.NODE_ENV;
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: 'fake-instance/main.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: { output: { format: 'esm', entryFileNames: 'main.mjs' } },
    },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return {
    file: resolve(outDir, 'main.mjs'),
    remove: () => rm(outDir, { recursive: true, force: true }),
  };
}
