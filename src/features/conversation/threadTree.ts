import type { Status } from '../../api/entities';

export interface ThreadNode {
  id: string;
  /** 0 for the root of the shown thread. */
  depth: number;
  parentId: string | null;
  children: string[];
}

/**
 * The conversation as a tree: every status by id with its depth and its replies in order.
 * A status whose parent is not in the list (not visible, or missing) becomes a root.
 */
export function buildThread(statuses: readonly Pick<Status, 'id' | 'in_reply_to_status_id'>[]): {
  nodes: Map<string, ThreadNode>;
  roots: string[];
} {
  const nodes = new Map<string, ThreadNode>();
  for (const s of statuses) {
    nodes.set(s.id, { id: s.id, depth: 0, parentId: s.in_reply_to_status_id, children: [] });
  }
  const roots: string[] = [];
  for (const s of statuses) {
    const node = nodes.get(s.id)!;
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent && parent.id !== node.id) parent.children.push(node.id);
    else {
      node.parentId = null;
      roots.push(node.id);
    }
  }
  const setDepth = (id: string, depth: number, seen: Set<string>) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = nodes.get(id)!;
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1, seen);
  };
  const seen = new Set<string>();
  for (const root of roots) setDepth(root, 0, seen);
  return { nodes, roots };
}

/** Document 2 §4 and §9: shown by default up to max(maxDepthInThread − 2, 1) below the dive. */
export function defaultShownDepth(maxDepthInThread: number): number {
  return Math.max(maxDepthInThread - 2, 1);
}

export function isShownByDefault(
  depth: number,
  diveDepth: number,
  maxDepthInThread: number,
): boolean {
  return depth - diveDepth <= defaultShownDepth(maxDepthInThread);
}

/** The ids from the root down to `id`, inclusive: the ancestors shown above a dive. */
export function pathTo(nodes: ReadonlyMap<string, ThreadNode>, id: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  let current: string | null = id;
  while (current && !seen.has(current)) {
    seen.add(current);
    path.unshift(current);
    current = nodes.get(current)?.parentId ?? null;
  }
  return path;
}

/** Every status under `id`, depth first in thread order (for show-recursively). */
export function descendantsOf(nodes: ReadonlyMap<string, ThreadNode>, id: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const child of nodes.get(at)?.children ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(id);
  return out;
}

/**
 * Document 2 §4: the highlighted status and every status above it stay on screen, however
 * deep: each ancestor starts with its replies shown, whatever the default-depth rule says.
 */
export function openPathTo(
  nodes: ReadonlyMap<string, ThreadNode>,
  focusedId: string,
): Record<string, boolean> {
  if (!nodes.has(focusedId)) return {};
  return Object.fromEntries(
    pathTo(nodes, focusedId)
      .slice(0, -1)
      .map((id) => [id, true]),
  );
}

/**
 * The replies that joined the thread since `before` (a reply just posted) open the way down
 * to themselves, so a reply to a deep post is seen at once rather than behind "Show 1 reply".
 */
export function openPathsToNew(
  nodes: ReadonlyMap<string, ThreadNode>,
  before: readonly { id: string }[],
  after: readonly { id: string }[],
): Record<string, boolean> {
  const known = new Set(before.map((l) => l.id));
  const open: Record<string, boolean> = {};
  for (const l of after) if (!known.has(l.id)) Object.assign(open, openPathTo(nodes, l.id));
  return open;
}

/**
 * The statuses the tree shows from `top` down, in reading order: a status's replies follow
 * it only while they are shown.
 */
export function visibleOrder(
  nodes: ReadonlyMap<string, ThreadNode>,
  top: readonly string[],
  repliesShown: (node: ThreadNode) => boolean,
): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    const node = nodes.get(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    out.push(id);
    if (repliesShown(node)) node.children.forEach(walk);
  };
  top.forEach(walk);
  return out;
}
