import createIcon from './createIcon';

/**
 * lucide's `repeat-2` as one path (its four, each started at an absolute point), the one Repeat
 * icon of a post: the signed-in toggle, the visitor's link and the "repeated by" line. A disabled
 * Repeat fades by colour, not opacity (no layer, issue 28), and four paths each drawn at that
 * colour made a darker dot where an arrow's head meets its line; one path is stroked once. The
 * visitor's link drew lucide's four paths, so the two bars' icons differed at those dots.
 */
export const Repeat2 = createIcon('repeat-2', [
  ['path', { d: 'M2 9l3-3 3 3M13 18H7a2 2 0 0 1-2-2V6M22 15l-3 3-3-3M11 6h6a2 2 0 0 1 2 2v10' }],
]);
