// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HOSTILE_VECTORS } from '../../fake-instance/hostile/vectors';
import { disarmHandlers } from './disarmHandlers';

/** Every attribute whose name starts with "on" in what the browser's parser makes of `html`. */
function handlersParsed(html: string): string[] {
  const doc = document.implementation.createHTMLDocument('');
  const template = doc.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  const walk = (root: ParentNode) => {
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) if (/^on/i.test(attr.name)) found.push(attr.name);
      if (el instanceof HTMLTemplateElement) walk(el.content);
    }
  };
  walk(template.content);
  return found;
}

describe('disarmHandlers', () => {
  it('renames handler attributes in every form the tokenizer reads', () => {
    expect(disarmHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x x-onerror=alert(1)>');
    expect(disarmHandlers('<b ONCLICK="a()" title=\'t\'>x</b>')).toBe(
      '<b x-ONCLICK="a()" title=\'t\'>x</b>',
    );
    expect(disarmHandlers('<svg/onload=a()>')).toBe('<svg/x-onload=a()>');
    expect(disarmHandlers('<a title="x>y" onfocus=b>')).toBe('<a title="x>y" x-onfocus=b>');
  });

  it('reads a value that holds markup as markup, since raw text may end inside it', () => {
    expect(disarmHandlers('<style><a title="</style><img onerror=x>">')).toBe(
      '<style><a title="</style><img x-onerror=x>">',
    );
    expect(disarmHandlers('<!--><img src=x onerror=y>-->')).toBe('<!--><img src=x x-onerror=y>-->');
  });

  it('leaves text and values without markup as they are', () => {
    const text = 'turn on=off, <a href="/?on=1" title="onclick=x">on</a> once';
    expect(disarmHandlers(text)).toBe(text);
    expect(disarmHandlers('1 < 2 and once=twice')).toBe('1 < 2 and once=twice');
  });

  it(`leaves no handler for the parser in any of the ${HOSTILE_VECTORS.length} hostile vectors`, () => {
    const failures = HOSTILE_VECTORS.filter(
      (v) => handlersParsed(disarmHandlers(v.html)).length > 0,
    ).map((v) => `${v.id}: ${v.html.slice(0, 80)}`);
    expect(failures).toEqual([]);
    // As the hostile posts carry them: twenty in a row, so one vector's open quote meets the next.
    for (let at = 0; at < HOSTILE_VECTORS.length; at += 20) {
      const joined = HOSTILE_VECTORS.slice(at, at + 20)
        .map((v) => v.html)
        .join(' ');
      expect(handlersParsed(disarmHandlers(joined)), `batch from ${at + 1}`).toEqual([]);
    }
    // The check itself sees handlers in the raw corpus.
    expect(HOSTILE_VECTORS.some((v) => handlersParsed(v.html).length > 0)).toBe(true);
  }, 120_000);
});
