// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { AtSign, Star, X } from 'lucide-react';
import { options, type VNode } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';

const attributes = (el: Element) =>
  Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

/** Host elements Preact is asked to make while `run` renders. */
function hostVnodes(run: () => void): string[] {
  const made: string[] = [];
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (typeof vnode.type === 'string') made.push(vnode.type);
    previous?.(vnode);
  };
  try {
    run();
  } finally {
    options.vnode = previous;
  }
  return made;
}

describe('lucide icons drawn by createIcon', () => {
  afterEach(cleanup);

  it("draws lucide's markup: its attributes, classes and shapes", () => {
    const { container } = render(<AtSign aria-hidden="true" size={16} className="nav-icon" />);
    const svg = container.querySelector('svg')!;
    expect(attributes(svg)).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      width: '16',
      height: '16',
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'lucide lucide-at-sign nav-icon',
      'aria-hidden': 'true',
    });
    expect([...svg.children].map((c) => `${c.namespaceURI} ${c.localName}`)).toEqual([
      'http://www.w3.org/2000/svg circle',
      'http://www.w3.org/2000/svg path',
    ]);
    expect(attributes(svg.children[0]!)).toEqual({ cx: '12', cy: '12', r: '4' });
  });

  it('makes one element per icon, whatever its shapes (icons were 30 % of the first screen)', () => {
    expect(hostVnodes(() => render(<AtSign aria-hidden="true" />))).toEqual(['svg']);
  });

  it('hides an icon from readers unless it is named, as lucide does', () => {
    const { container } = render(
      <>
        <Star />
        <X aria-label="Close" />
      </>,
    );
    const [star, x] = [...container.querySelectorAll('svg')];
    expect(star!.getAttribute('aria-hidden')).toBe('true');
    expect(x!.hasAttribute('aria-hidden')).toBe(false);
    expect(x!.getAttribute('aria-label')).toBe('Close');
  });

  it("keeps the caller's children after the shapes", () => {
    const { container } = render(
      <Star>
        <title>Favourite</title>
      </Star>,
    );
    const svg = container.querySelector('svg')!;
    expect([...svg.children].map((c) => c.localName)).toEqual(['path', 'title']);
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });
});
