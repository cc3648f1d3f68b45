import { describe, expect, it } from 'vitest';
import { decodeEntities, emojify, escapeHtml, htmlToText } from './html';

describe('htmlToText', () => {
  it('strips tags and keeps line structure', () => {
    expect(htmlToText('<p>Hello <a href="x">@bob</a></p><p>second<br/>line</p>')).toBe(
      'Hello @bob\n\nsecond\nline',
    );
  });
  it('decodes entities', () => {
    expect(htmlToText('I&#39;m &lt;b&gt; &amp; &quot;x&quot; &#x1F600;')).toBe('I\'m <b> & "x" 😀');
  });
  it('leaves unknown or out-of-range entities alone', () => {
    expect(decodeEntities('&bogus; &#99999999;')).toBe('&bogus; &#99999999;');
  });
  it('returns empty text for empty html', () => {
    expect(htmlToText('')).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('emojify', () => {
  const emojis = [
    {
      shortcode: 'blob',
      url: 'https://e.example/blob.png',
      static_url: 'https://e.example/blob.png',
    },
  ];
  it('replaces known shortcodes with images', () => {
    expect(emojify('hi :blob: :nope:', emojis)).toBe(
      'hi <img class="emoji" src="https://e.example/blob.png" alt=":blob:" title=":blob:"> :nope:',
    );
  });
  it('does nothing without emoji', () => {
    expect(emojify('a :b:', [])).toBe('a :b:');
  });
});
