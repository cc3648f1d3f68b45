// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTILE_VECTORS } from '../../../fake-instance/hostile/vectors';
import { MemoryRouter } from '../router';
import { htmlToReact } from './htmlToReact';

const emojis = [{ shortcode: 'petrel_wave', url: 'https://x.example/e.png', static_url: '' }];

// One vector at a time: all of them in one piece are over the markup budget (issue 29), which
// would render the notice alone and test nothing.
function renderAll(): HTMLElement {
  return render(
    <MemoryRouter>
      <div data-testid="c">
        {HOSTILE_VECTORS.map((v) => (
          <div key={v.id}>
            {htmlToReact(`<p>${v.html}</p>`, { emojis, profilePathForUrl: () => null })}
          </div>
        ))}
      </div>
    </MemoryRouter>,
  ).getByTestId('c');
}

describe(`htmlToReact with the ${HOSTILE_VECTORS.length} hostile vectors`, () => {
  it('renders only inert elements, web links that open safely, and no attributes from the content', () => {
    const box = renderAll();
    const problems: string[] = [];
    for (const el of box.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        const allowed =
          el.localName === 'a'
            ? ['href', 'target', 'rel', 'class']
            : el.localName === 'img'
              ? ['src', 'alt', 'title', 'class', 'loading']
              : ['lang', 'dir'];
        if (!allowed.includes(attr.name)) problems.push(`${attr.name} on ${el.localName}`);
      }
      if (el.localName === 'a') {
        const href = el.getAttribute('href') ?? '';
        if (!/^(?:https?:|mailto:|\/(?![/\\]))/i.test(href)) problems.push(`href ${href}`);
        if (el.getAttribute('target') === '_blank')
          expect(el.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
      }
    }
    expect(problems).toEqual([]);
    expect(
      box.querySelector('script, style, iframe, svg, math, form, input, meta, base'),
    ).toBeNull();
    // The escaped vectors stay text.
    expect(box.textContent).toContain('<script>__petrelXss(');
  }, 60_000);
});
