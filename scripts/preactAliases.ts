import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * React's module names resolved to Preact's compatibility layer, for the build and the unit
 * tests alike, so what is tested is what ships (docs/decisions.md, "Bytes (issue 28)"). The
 * code and its types still import `react`; React DOM alone was 40 % of the first visit.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  // Wouter's shim for React 17 (CommonJS that requires React): the layer has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // lucide-react's icons are built by Petrel's own `createLucideIcon`: one element per icon, its
  // shapes as markup (src/ui/icon/createIcon.tsx; only lucide's icon modules import this name).
  {
    find: /^\.\.?\/createLucideIcon\.mjs$/,
    replacement: fileURLToPath(new URL('../src/ui/icon/createIcon.tsx', import.meta.url)),
  },
];
