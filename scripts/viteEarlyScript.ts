import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/api/early/landing.ts';
const NAME = 'early.js';

/**
 * Builds the page's early script (src/api/early/landing.ts, issue 28) on its own, as one small
 * file in `assets/` (hashed, so the service worker precaches it with the rest), and puts it in
 * index.html ahead of the app's script. Vite would fold a second module script of index.html
 * into the app's entry, which is the bundle this one must not wait for.
 */
export function earlyScript(): Plugin {
  let code = '';
  return {
    name: 'petrel-early-script',
    apply: 'build',
    async buildStart() {
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: resolve(ENTRY), formats: ['iife'], name: 'petrelEarly' },
        },
      });
      const bundle = Array.isArray(output) ? output[0] : output;
      const chunk =
        bundle && 'output' in bundle ? bundle.output.find((file) => file.type === 'chunk') : null;
      if (!chunk || chunk.type !== 'chunk') throw new Error(`${ENTRY} built no script`);
      code = chunk.code;
      this.emitFile({ type: 'asset', name: NAME, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(NAME),
        );
        if (!file) return [];
        // Async: it runs as soon as it is in, without waiting for the stylesheet (scripts in
        // document order would) or the end of parsing; if the app's script ran first anyway,
        // the early script finds it started and asks for nothing (landing.ts).
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: `/${file.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
