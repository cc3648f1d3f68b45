/**
 * Where focus goes in a menu of `count` items on `key`, from `at` (-1: none focused), or null
 * when the key does not move it: arrows wrap, Home and End jump to the ends.
 */
export function nextMenuIndex(key: string, at: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (at + 1 + count) % count;
    case 'ArrowUp':
      return at < 0 ? count - 1 : (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
