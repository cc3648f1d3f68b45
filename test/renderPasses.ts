import { options, type VNode } from 'preact';

/**
 * What React's `Profiler` told the render tests, read from Preact (what ships; it has no
 * `Profiler`): Preact calls its commit hook once per render pass, with the vnode the pass
 * started from. The hook's name is its mangled `_commit` (`__c`), a vnode's parent is `__`;
 * both are stable across Preact 10.
 */
type Internal = VNode<Record<string, unknown>> & { __?: Internal | null };
type Hooks = typeof options & { __c?: (root: VNode, queue: unknown[]) => void };

export interface RenderPass {
  /** The component (or element) the pass started from. */
  component: string;
  /** The `data-row` of the nearest element around it, '?' outside any row. */
  row: string;
}

function rowOf(vnode: Internal | null | undefined): string {
  for (let at = vnode; at; at = at.__) {
    const row = at.props['data-row'];
    if (typeof row === 'string') return row;
  }
  return '?';
}

/** Records every render pass until `stop` is called. */
export function watchRenderPasses(): { passes: RenderPass[]; stop: () => void } {
  const hooks = options as Hooks;
  const previous = hooks.__c;
  const passes: RenderPass[] = [];
  hooks.__c = (root, queue) => {
    const type = root.type as unknown;
    passes.push({
      component: typeof type === 'function' ? type.name : String(type),
      row: rowOf(root as Internal),
    });
    previous?.(root, queue);
  };
  return { passes, stop: () => (hooks.__c = previous) };
}
