// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { MemoryRouter } from '../router';
import { describe, expect, it } from 'vitest';
import { htmlToReact } from './htmlToReact';
import { mfmSpan } from './mfm';

const emojis = [
  {
    shortcode: 'petrel',
    url: 'https://x.example/e/petrel.png',
    static_url: 'https://x.example/e/petrel.png',
  },
];

function renderHtml(html: string) {
  return render(
    <MemoryRouter>
      <div data-testid="c">
        {htmlToReact(html, {
          emojis,
          profilePathForUrl: (h) => (h.endsWith('/users/bob') ? '/bob' : null),
        })}
      </div>
    </MemoryRouter>,
  ).getByTestId('c');
}

describe('htmlToReact', () => {
  it('says markup over the budget is too large instead of parsing it', () => {
    const box = renderHtml('<b>'.repeat(100_000));
    expect(box.textContent).toBe('This text is too large to display');
    expect(box.querySelector('b')).toBeNull();
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const el = renderHtml(
      '<p onclick="alert(1)">hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><style>*{}</style><iframe src="https://e.example"></iframe></p>',
    );
    expect(el.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|iframe|style/i);
    expect(el.textContent).toContain('hi');
  });

  it('turns hashtags into in-app tag links and keeps other links external', () => {
    const el = renderHtml(
      '<p><a class="hashtag" rel="tag" href="https://x.example/tag/Birds">#<span>Birds</span></a> <a href="https://news.example/a">news</a></p>',
    );
    const tag = el.querySelector('a.hashtag');
    expect(tag?.getAttribute('href')).toBe('/tag/Birds');
    expect(tag?.getAttribute('target')).toBeNull();
    const ext = [...el.querySelectorAll('a')].find((a) => a.textContent === 'news');
    expect(ext?.getAttribute('target')).toBe('_blank');
    expect(ext?.getAttribute('rel')).toContain('noopener');
  });

  it('renders links as text inside a link of the app’s own', () => {
    const { container } = render(
      <MemoryRouter>
        {htmlToReact(
          '<p><a class="hashtag" rel="tag" href="https://x.example/tag/Birds">#Birds</a> <a href="https://news.example/a">news</a></p>',
          { emojis, inLink: true },
        )}
      </MemoryRouter>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('#Birds news');
  });

  it('takes the tag from the last path segment when the text is not a tag', () => {
    const el = renderHtml('<p><a rel="tag" href="https://x.example/tag/sea%20birds"></a></p>');
    expect(el.querySelector('a')?.getAttribute('href')).toBe('/tag/sea%20birds');
  });

  it('links known mentions to profiles and replaces custom emoji shortcodes', () => {
    const el = renderHtml(
      '<p><span class="h-card"><a class="u-url mention" href="https://x.example/users/bob">@bob</a></span> hello :petrel: :unknown:</p>',
    );
    expect(el.querySelector('a.mention')?.getAttribute('href')).toBe('/bob');
    const img = el.querySelector('img.emoji');
    expect(img?.getAttribute('alt')).toBe(':petrel:');
    expect(el.textContent).toContain(':unknown:');
  });

  it('renders Misskey function spans only for a Misskey markdown post', () => {
    const html = '<p><span class="mfm-tada" data-mfm-speed="2s" onclick="x()">hi</span></p>';
    const mfm = render(
      <MemoryRouter>
        <div data-testid="m">{htmlToReact(html, { emojis, mfmSpan })}</div>
      </MemoryRouter>,
    ).getByTestId('m');
    const span = mfm.querySelector('span');
    expect(span?.className).toBe('mfm mfm-tada');
    expect(span?.style.getPropertyValue('--mfm-speed')).toBe('2s');
    expect(span?.getAttribute('onclick')).toBeNull();
    expect(renderHtml(html).querySelector('span')?.className).toBe('');
  });
});
