import type { Plugin } from 'vite';

const REST = /\/src\/main\.tsx$/;

/**
 * The app's second stage (src/main.tsx, imported by src/boot.tsx after the first rows) is
 * fetched and compiled at once by modulepreload links, but evaluated only when imported.
 */
export function bootPreload(): Plugin {
  return {
    name: 'petrel-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
        const rest = chunks.find((c) => c.facadeModuleId && REST.test(c.facadeModuleId));
        if (!rest) return [];
        const entry = chunks.find((c) => c.isEntry);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry?.fileName) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(rest.fileName);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            fetchpriority: 'low',
            href: `/${file}`,
          },
          injectTo: 'body' as const,
        }));
      },
    },
  };
}
