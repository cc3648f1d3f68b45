import { options, type VNode } from 'preact';

/**
 * How many hooks each component instance holds after its render, by component name, read from
 * Preact (`diffed`, a component's hook list is its mangled `__H.__`; stable across Preact 10).
 * Under Preact's compat an external-store read (`useSyncExternalStore`, zustand's selectors)
 * is three hooks with a layout and a passive effect, so the count says what a mount pays.
 */
type Internal = VNode & { __c?: { __H?: { __?: unknown[] } } | null };

export function watchHookSlots(): { slots: Map<string, number[]>; stop: () => void } {
  const previous = options.diffed;
  const slots = new Map<string, number[]>();
  options.diffed = (vnode) => {
    previous?.(vnode);
    const type = vnode.type as unknown;
    if (typeof type !== 'function') return;
    const name = (type as { displayName?: string }).displayName || type.name;
    const count = (vnode as Internal).__c?.__H?.__?.length ?? 0;
    slots.set(name, [...(slots.get(name) ?? []), count]);
  };
  return { slots, stop: () => (options.diffed = previous) };
}
