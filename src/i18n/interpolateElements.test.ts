// @vitest-environment jsdom
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { interpolateElements, splitTemplate } from './interpolateElements';

function renderToStaticMarkup(element: ReactElement): string {
  return render(element).container.innerHTML;
}

describe('splitTemplate', () => {
  it('cuts at the named placeholders in the order the translation has them', () => {
    expect(splitTemplate('{{name}} moved to {{target}}', ['name', 'target'])).toEqual([
      { name: 'name' },
      { text: ' moved to ' },
      { name: 'target' },
    ]);
    expect(splitTemplate('انتقل {{name}} إلى {{target}}', ['target', 'name'])).toEqual([
      { text: 'انتقل ' },
      { name: 'name' },
      { text: ' إلى ' },
      { name: 'target' },
    ]);
  });

  it('accepts spaces inside the braces and a placeholder used twice', () => {
    expect(splitTemplate('{{ a }}-{{a}}', ['a'])).toEqual([
      { name: 'a' },
      { text: '-' },
      { name: 'a' },
    ]);
  });

  it('leaves other placeholders and plain text as text', () => {
    expect(splitTemplate('{{count}} by {{name}}', ['name'])).toEqual([
      { text: '{{count}} by ' },
      { name: 'name' },
    ]);
    expect(splitTemplate('No placeholders', ['name'])).toEqual([{ text: 'No placeholders' }]);
    expect(splitTemplate('', ['name'])).toEqual([]);
  });
});

describe('interpolateElements', () => {
  afterEach(cleanup);

  it('puts each element where its placeholder stands', () => {
    const html = renderToStaticMarkup(
      createElement(
        'p',
        null,
        interpolateElements('{{name}} が {{emoji}} でリアクションしました', {
          name: createElement('a', { href: '/u' }, 'Priya'),
          emoji: createElement('span', null, '🔥'),
        }),
      ),
    );
    expect(html).toBe('<p><a href="/u">Priya</a> が <span>🔥</span> でリアクションしました</p>');
  });

  it('keeps text that merely looks like a placeholder for another name', () => {
    const html = renderToStaticMarkup(
      createElement('p', null, interpolateElements('Ends {{time}} ({{zone}})', { time: 'soon' })),
    );
    expect(html).toBe('<p>Ends soon ({{zone}})</p>');
  });
});
