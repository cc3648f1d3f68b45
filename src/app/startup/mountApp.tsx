import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Mounts the app in one render and one commit (issue 28). As a transition, React built the
 * first screen in ~80 scheduler slices with frames between them, and the first status waited
 * for all of them; what is not on the first screen follows after its paint anyway
 * (`AfterFirstPaint`, `useFirstScreenRows`), so the one task stays the first screen's.
 */
export function mountApp(container: HTMLElement, app: ReactNode): Root {
  // When start-up let the app mount: the bench's start-up path reads it (bench/traceStartPath.ts).
  performance.mark('petrel:mount');
  const root = createRoot(container);
  root.render(app);
  return root;
}
