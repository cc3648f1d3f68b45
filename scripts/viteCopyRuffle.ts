import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Copies Ruffle's self-hosted player (script, core chunks, wasm) to `static/ruffle/` of the
 * build, where the spec's Flash player loads it from on first use (document 2 §7). It never
 * enters the bundle: only a Flash attachment that someone opens fetches it.
 */
export function copyRuffle(): Plugin {
  let outDir = 'dist';
  return {
    name: 'petrel-copy-ruffle',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const from = resolve('node_modules/@ruffle-rs/ruffle');
      if (!existsSync(from)) return;
      const to = join(outDir, 'static', 'ruffle');
      mkdirSync(to, { recursive: true });
      for (const file of readdirSync(from)) {
        if (file.endsWith('.js') || file.endsWith('.wasm'))
          copyFileSync(join(from, file), join(to, file));
      }
    },
  };
}
