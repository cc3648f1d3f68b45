import { describe, expect, it } from 'vitest';
import { BodyQueue } from './bodyQueue';

function drain(queue: BodyQueue): string[] {
  const out: string[] = [];
  for (let id = queue.next(); id !== undefined; id = queue.next()) out.push(id);
  return out;
}

describe('BodyQueue (issue 28: bodies converted ahead of their rows)', () => {
  it('queues each id once, a grown list only its new ids, in order', () => {
    const queue = new BodyQueue();
    queue.offer(['a', 'b']);
    expect(drain(queue)).toEqual(['a', 'b']);
    queue.offer(['a', 'b', 'c', 'd']);
    expect(queue.size).toBe(2);
    expect(drain(queue)).toEqual(['c', 'd']);
    queue.offer(['b', 'c', 'd']);
    expect(queue.next()).toBeUndefined();
  });

  it('forgets ids no longer listed once thousands were seen', () => {
    const queue = new BodyQueue();
    const page = (n: number) => Array.from({ length: 100 }, (_, i) => `${n}-${i}`);
    for (let n = 0; n < 21; n++) queue.offer(page(n));
    drain(queue);
    // The first page was forgotten: listed again, it is converted again.
    queue.offer(page(0));
    expect(queue.size).toBe(100);
  });

  it('drops waiting ids that left the list before their turn', () => {
    const queue = new BodyQueue();
    queue.offer(['a', 'b', 'c']);
    queue.offer(['x', 'c']);
    expect(drain(queue)).toEqual(['c', 'x']);
  });
});
