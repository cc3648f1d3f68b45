import { describe, expect, it } from 'vitest';
import {
  CHORD_TIMEOUT_MS,
  helpRows,
  IDLE,
  isTypingTarget,
  readKey,
  SHORTCUTS,
  type KeyInput,
  type KeymapState,
} from './keymap';

const body = { tagName: 'BODY', isContentEditable: false };
const press = (key: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  target: body,
  ...extra,
});

/** Types keys one after another, 10 ms apart, and lists the actions they gave. */
function typeKeys(keys: string[], start: KeymapState = IDLE) {
  let state = start;
  const actions = [];
  for (const [i, key] of keys.entries()) {
    const result = readKey(state, press(key), 1000 + i * 10);
    actions.push(result.action);
    state = result.state;
  }
  return { actions, state };
}

describe('readKey', () => {
  it('maps every single key the issue lists', () => {
    const expected: Record<string, string> = {
      j: 'next',
      k: 'previous',
      Enter: 'open',
      o: 'open',
      r: 'reply',
      m: 'mention',
      f: 'favourite',
      b: 'repeat',
      e: 'react',
      x: 'toggleContent',
      h: 'toggleMedia',
      p: 'profile',
      n: 'newPost',
      '/': 'search',
      Escape: 'close',
      '.': 'showNew',
      '?': 'help',
    };
    for (const [key, action] of Object.entries(expected))
      expect(readKey(IDLE, press(key), 0).action, key).toBe(action);
  });

  it('reads g then h/n/l/f/b as a chord', () => {
    expect(typeKeys(['g', 'h']).actions).toEqual([null, 'goHome']);
    expect(typeKeys(['g', 'n']).actions).toEqual([null, 'goNotifications']);
    expect(typeKeys(['g', 'l']).actions).toEqual([null, 'goLocal']);
    expect(typeKeys(['g', 'f']).actions).toEqual([null, 'goFederated']);
    expect(typeKeys(['g', 'b']).actions).toEqual([null, 'goBookmarks']);
  });

  it('a chord waits, and then h alone is the media toggle again', () => {
    const { state } = typeKeys(['g']);
    expect(state.pending).toBe('g');
    const late = readKey(state, press('h'), state.at + CHORD_TIMEOUT_MS + 1);
    expect(late.action).toBe('toggleMedia');
    expect(late.state).toEqual(IDLE);
  });

  it('a second key that completes no chord is read on its own and ends the chord', () => {
    expect(typeKeys(['g', 'j', 'h']).actions).toEqual([null, 'next', 'toggleMedia']);
    expect(typeKeys(['g', 'g', 'h']).actions).toEqual([null, null, 'goHome']);
  });

  it('h and n alone are not taken for chords', () => {
    expect(typeKeys(['h', 'n']).actions).toEqual(['toggleMedia', 'newPost']);
  });

  it('ignores keys typed into inputs, textareas, selects and editable content', () => {
    for (const target of [
      { tagName: 'INPUT' },
      { tagName: 'textarea' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(readKey(IDLE, press('j', { target }), 0).action).toBeNull();
      expect(readKey(IDLE, press('?', { target }), 0).action).toBeNull();
    }
  });

  it('a chord does not survive typing: g then a key in a text field does nothing', () => {
    const { state } = typeKeys(['g']);
    const inField = readKey(state, press('h', { target: { tagName: 'INPUT' } }), state.at + 5);
    expect(inField).toEqual({ action: null, state: IDLE });
  });

  it('Escape still closes from a text field, since it types nothing', () => {
    expect(readKey(IDLE, press('Escape', { target: { tagName: 'TEXTAREA' } }), 0).action).toBe(
      'close',
    );
  });

  it('ignores keys held with Ctrl, Alt or Meta, and keys of an input method', () => {
    for (const mod of ['ctrlKey', 'altKey', 'metaKey', 'isComposing'] as const)
      expect(readKey(IDLE, press('f', { [mod]: true }), 0).action, mod).toBeNull();
    const { state } = typeKeys(['g']);
    expect(readKey(state, press('h', { ctrlKey: true }), state.at).state).toEqual(IDLE);
  });

  it('leaves Enter to links and buttons, and capitals alone', () => {
    expect(readKey(IDLE, press('Enter', { target: { tagName: 'BUTTON' } }), 0).action).toBeNull();
    expect(readKey(IDLE, press('Enter', { target: { tagName: 'A' } }), 0).action).toBeNull();
    expect(readKey(IDLE, press('Enter', { target: { tagName: 'ARTICLE' } }), 0).action).toBe(
      'open',
    );
    expect(readKey(IDLE, press('J'), 0).action).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is false without a target and for ordinary elements', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: 'ARTICLE' })).toBe(false);
  });
});

describe('helpRows', () => {
  it('lists every action once, alternatives together, in table order', () => {
    const rows = helpRows();
    const actions = new Set(SHORTCUTS.map((s) => s.action));
    expect(rows.map((r) => r.action)).toEqual([...actions]);
    expect(rows.find((r) => r.action === 'open')?.sequences).toEqual([['Enter'], ['o']]);
    expect(rows.find((r) => r.action === 'goHome')?.sequences).toEqual([['g', 'h']]);
  });
});
