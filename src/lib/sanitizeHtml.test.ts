// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_VECTORS } from '../../fake-instance/hostile/vectors';
import { ALLOWED_ATTR, ALLOWED_TAGS, sanitizeHtml } from './sanitizeHtml';

// The allowlist as reviewed: widening the sanitiser's must be a deliberate change here too.
const REVIEWED_TAGS =
  'a abbr b bdi bdo blockquote br code del em h1 h2 h3 h4 h5 h6 hr i img li mark ol p pre q ' +
  'ruby rp rt s small span strong sub sup u ul';
const REVIEWED_ATTRS = 'href title alt src class rel lang dir data-user data-tag';

function clean(html: string): HTMLElement {
  const box = document.createElement('div');
  box.append(sanitizeHtml(html));
  return box;
}

/** Everything in sanitised output that the allowlist does not permit. */
function violations(box: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of box.querySelectorAll('*')) {
    const tag = el.localName;
    if (!ALLOWED_TAGS.has(tag)) found.push(`tag ${tag}`);
    for (const attr of el.attributes)
      if (!ALLOWED_ATTR.has(attr.name) && !attr.name.startsWith('data-mfm-'))
        found.push(`attribute ${attr.name} on ${tag}`);
    for (const name of ['href', 'src']) {
      const value = el.getAttribute(name);
      // An empty src loads nothing; the renderer drops such images.
      if (value && !/^(?:https?:|mailto:|\/(?![/\\]))/i.test(value))
        found.push(`${name} ${value.slice(0, 60)}`);
    }
  }
  return found;
}

describe('sanitizeHtml allowlist', () => {
  it('is the reviewed one', () => {
    expect([...ALLOWED_TAGS].join(' ')).toBe(REVIEWED_TAGS);
    expect([...ALLOWED_ATTR].join(' ')).toBe(REVIEWED_ATTRS);
  });

  it('keeps formatted text as servers write it', () => {
    const html =
      '<p lang="en" dir="ltr">Hi <b>bold</b> <i>it</i> <u>u</u> <s>s</s> <del>d</del> <em>e</em> ' +
      '<strong>s</strong> <code>c</code> <mark>m</mark> <small>s</small> <sub>1</sub><sup>2</sup> ' +
      '<abbr title="t">a</abbr> <q>q</q> <bdi>b</bdi> <ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby></p>' +
      '<blockquote><p>quote</p></blockquote><pre><code>x</code></pre><ul><li>a</li></ul>' +
      '<ol><li>b</li></ol><h1>h</h1><h6>h</h6><hr><br>' +
      '<span class="h-card"><a class="u-url mention" data-user="1" href="https://x.example/users/a" rel="ugc">@a</a></span> ' +
      '<a class="hashtag" data-tag="birds" rel="tag" href="https://x.example/tag/birds">#birds</a> ' +
      '<img class="emoji" src="https://x.example/e.png" alt=":e:" title=":e:">';
    const box = clean(html);
    expect(violations(box)).toEqual([]);
    for (const tag of ['p', 'b', 'ruby', 'rt', 'blockquote', 'pre', 'ol', 'h6', 'hr', 'img'])
      expect(box.querySelector(tag), tag).not.toBeNull();
    expect(box.querySelector('a.hashtag')?.getAttribute('data-tag')).toBe('birds');
    expect(box.querySelector('a.mention')?.getAttribute('data-user')).toBe('1');
    expect(box.querySelector('p')?.getAttribute('lang')).toBe('en');
  });

  it.each([
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'svg',
    'math',
    'video',
    'audio',
    'link',
    'meta',
    'base',
    'template',
    'details',
    'div',
    'table',
    'font',
  ])('drops <%s>', (tag) => {
    const box = clean(`<p>a<${tag} id="x">inner</${tag}>b</p>`);
    expect(box.querySelector(tag)).toBeNull();
    expect(violations(box)).toEqual([]);
  });

  it.each([
    'style',
    'id',
    'name',
    'onclick',
    'onerror',
    'target',
    'ping',
    'download',
    'srcset',
    'width',
    'formaction',
    'xlink:href',
  ])('drops the %s attribute', (attr) => {
    const box = clean(
      `<a href="https://x.example/" ${attr}="v">a</a><img src="/e.png" ${attr}="v">`,
    );
    for (const el of box.querySelectorAll('*')) expect(el.hasAttribute(attr)).toBe(false);
  });

  it.each([
    ['https://x.example/a', true],
    ['http://x.example/a', true],
    ['mailto:a@x.example', true],
    ['/tag/birds', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java&#x09;script:alert(1)', false],
    ['&#106;avascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.example/', false],
    ['/\\evil.example/', false],
    ['tel:123', false],
  ])('link %s kept: %s', (href, kept) => {
    const box = clean(`<a href="${href}">a</a><img src="${href}">`);
    expect(box.querySelector('a')?.hasAttribute('href')).toBe(kept);
    expect(box.querySelector('img')?.hasAttribute('src')).toBe(kept);
  });

  it(`leaves nothing outside the allowlist for any of the ${HOSTILE_VECTORS.length} hostile vectors`, () => {
    const failures = HOSTILE_VECTORS.flatMap((vector) =>
      violations(clean(vector.html)).map((v) => `#${vector.id} ${v}`),
    );
    expect(failures).toEqual([]);
    // jsdom's parser is slow on the oversized vectors (a browser takes milliseconds).
  }, 30_000);

  it('keeps escaped markup as text, never decoding it into elements', () => {
    const box = clean('<p>&lt;img src=x onerror=alert(1)&gt; &amp;lt;b&amp;gt;</p>');
    expect(box.querySelector('img')).toBeNull();
    expect(box.textContent).toBe('<img src=x onerror=alert(1)> &lt;b&gt;');
  });

  it('keeps Misskey function arguments as data and drops other data attributes', () => {
    const span = clean(
      '<span class="mfm-tada" data-mfm-speed="2s" data-secret="x" onclick="x()">hi</span>',
    ).querySelector('span');
    expect(span?.getAttribute('data-mfm-speed')).toBe('2s');
    expect(span?.hasAttribute('data-secret')).toBe(false);
    expect(span?.hasAttribute('onclick')).toBe(false);
  });
});
