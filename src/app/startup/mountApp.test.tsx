// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mountApp } from './mountApp';

/** Spends `ms` of CPU, as a row's render does on a slow phone. */
function spin(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A part of the page that takes 8 ms to render. */
function Slow({ label }: { label: string }) {
  spin(8);
  return <p>{label}</p>;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('mountApp', () => {
  it('commits the whole first screen in one task, not in slices between frames', async () => {
    const container = document.createElement('div');
    const labels = ['one', 'two', 'three', 'four'];
    const root = mountApp(
      container,
      <>
        {labels.map((label) => (
          <Slow key={label} label={label} />
        ))}
      </>,
    );
    // React renders in a task of its own after the caller's; Preact at once. Either way, one task.
    // A sliced render (a transition) yields every 5 ms: after its first task it had committed
    // nothing, and each further slice waits for the next task.
    await macrotask();
    expect(container.textContent).toBe('onetwothreefour');
    root.unmount();
  });
});
