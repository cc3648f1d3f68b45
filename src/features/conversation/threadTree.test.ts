import { describe, expect, it } from 'vitest';
import {
  buildThread,
  defaultShownDepth,
  descendantsOf,
  visibleOrder,
  isShownByDefault,
  openPathTo,
  openPathsToNew,
  pathTo,
} from './threadTree';

const chain = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    in_reply_to_status_id: i === 0 ? null : `s${i - 1}`,
  }));

describe('buildThread', () => {
  it('gives depths along a chain', () => {
    const { nodes, roots } = buildThread(chain(9));
    expect(roots).toEqual(['s0']);
    expect(nodes.get('s8')?.depth).toBe(8);
  });
  it('keeps siblings in order and roots orphans', () => {
    const { nodes, roots } = buildThread([
      { id: 'a', in_reply_to_status_id: null },
      { id: 'b', in_reply_to_status_id: 'a' },
      { id: 'c', in_reply_to_status_id: 'a' },
      { id: 'd', in_reply_to_status_id: 'gone' },
    ]);
    expect(nodes.get('a')?.children).toEqual(['b', 'c']);
    expect(roots).toEqual(['a', 'd']);
  });
  it('survives a cycle', () => {
    const { nodes } = buildThread([
      { id: 'a', in_reply_to_status_id: 'b' },
      { id: 'b', in_reply_to_status_id: 'a' },
    ]);
    expect(nodes.size).toBe(2);
  });
});

describe('thread depth rule', () => {
  it('shows max(maxDepthInThread − 2, 1) levels below the dive', () => {
    expect(defaultShownDepth(6)).toBe(4);
    expect(defaultShownDepth(2)).toBe(1);
    expect(defaultShownDepth(1)).toBe(1);
    expect(isShownByDefault(4, 0, 6)).toBe(true);
    expect(isShownByDefault(5, 0, 6)).toBe(false);
    expect(isShownByDefault(5, 2, 6)).toBe(true);
  });
});

describe('paths', () => {
  it('finds ancestors and descendants', () => {
    const { nodes } = buildThread(chain(4));
    expect(pathTo(nodes, 's2')).toEqual(['s0', 's1', 's2']);
    expect(descendantsOf(nodes, 's1')).toEqual(['s2', 's3']);
  });
});

describe('openPathTo', () => {
  it('opens every ancestor of a deep status, past the default depth', () => {
    const { nodes } = buildThread(chain(9));
    const open = openPathTo(nodes, 's8');
    expect(Object.keys(open)).toEqual(['s0', 's1', 's2', 's3', 's4', 's5', 's6', 's7']);
    expect(Object.values(open).every(Boolean)).toBe(true);
    // Without it, maxDepthInThread 6 leaves the fifth level folded.
    expect(isShownByDefault(5, 0, 6)).toBe(false);
  });
  it('opens nothing for the root or an unknown status', () => {
    const { nodes } = buildThread(chain(3));
    expect(openPathTo(nodes, 's0')).toEqual({});
    expect(openPathTo(nodes, 'nope')).toEqual({});
  });
});

describe('openPathsToNew', () => {
  it('opens the way down to a reply that joined the thread', () => {
    const before = chain(9);
    const after = [...before, { id: 'new', in_reply_to_status_id: 's8' }];
    const { nodes } = buildThread(after);
    expect(Object.keys(openPathsToNew(nodes, before, after))).toEqual([
      's0',
      's1',
      's2',
      's3',
      's4',
      's5',
      's6',
      's7',
      's8',
    ]);
  });
  it('opens nothing when nothing joined', () => {
    const links = chain(4);
    expect(openPathsToNew(buildThread(links).nodes, links, links)).toEqual({});
  });
});

describe('visibleOrder', () => {
  const links = [
    { id: 'a', in_reply_to_status_id: null },
    { id: 'b', in_reply_to_status_id: 'a' },
    { id: 'c', in_reply_to_status_id: 'b' },
    { id: 'd', in_reply_to_status_id: 'a' },
  ];

  it('lists shown statuses depth first, skipping folded replies', () => {
    const { nodes, roots } = buildThread(links);
    expect(visibleOrder(nodes, roots, () => true)).toEqual(['a', 'b', 'c', 'd']);
    expect(visibleOrder(nodes, roots, (n) => n.id !== 'b')).toEqual(['a', 'b', 'd']);
    expect(visibleOrder(nodes, ['b'], () => true)).toEqual(['b', 'c']);
  });
});
