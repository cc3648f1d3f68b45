import { describe, expect, it } from 'vitest';
import { suggestionKeyAction } from './suggestionKeys';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

describe('suggestionKeyAction', () => {
  it('moves down and up round the list', () => {
    expect(suggestionKeyAction(press('ArrowDown'), 3, 2)).toEqual({ kind: 'move', active: 0 });
    expect(suggestionKeyAction(press('ArrowUp'), 3, 0)).toEqual({ kind: 'move', active: 2 });
    expect(suggestionKeyAction(press('ArrowDown'), 3, 0)).toEqual({ kind: 'move', active: 1 });
  });

  it('takes the active item with Enter or Tab', () => {
    expect(suggestionKeyAction(press('Enter'), 3, 1)).toEqual({ kind: 'pick', index: 1 });
    expect(suggestionKeyAction(press('Tab'), 3, 2)).toEqual({ kind: 'pick', index: 2 });
  });

  it('leaves Ctrl+Enter and Cmd+Enter to posting', () => {
    expect(suggestionKeyAction(press('Enter', { ctrlKey: true }), 3, 0)).toBeNull();
    expect(suggestionKeyAction(press('Enter', { metaKey: true }), 3, 0)).toBeNull();
  });

  it('hides the list on Escape', () => {
    expect(suggestionKeyAction(press('Escape'), 2, 0)).toEqual({ kind: 'hide' });
  });

  it('leaves other keys and an empty list alone', () => {
    expect(suggestionKeyAction(press('a'), 3, 0)).toBeNull();
    expect(suggestionKeyAction(press('ArrowDown'), 0, 0)).toBeNull();
  });
});
