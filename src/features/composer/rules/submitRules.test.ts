import { describe, expect, it } from 'vitest';
import { isEmptyPost, isSubmitKey, submitIgnored } from './submitRules';

const key = {
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  isComposing: false,
};

describe('submitIgnored', () => {
  it('ignores while posting, disabled or with the picker open', () => {
    expect(submitIgnored({ posting: false, disabled: false, pickerOpen: false })).toBe(false);
    expect(submitIgnored({ posting: true, disabled: false, pickerOpen: false })).toBe(true);
    expect(submitIgnored({ posting: false, disabled: true, pickerOpen: false })).toBe(true);
    expect(submitIgnored({ posting: false, disabled: false, pickerOpen: true })).toBe(true);
  });
});

describe('isSubmitKey', () => {
  it('posts on Ctrl or Meta+Enter', () => {
    expect(isSubmitKey({ ...key, ctrlKey: true }, false)).toBe(true);
    expect(isSubmitKey({ ...key, metaKey: true }, false)).toBe(true);
  });

  it('posts on plain Enter only with submit-on-enter', () => {
    expect(isSubmitKey(key, false)).toBe(false);
    expect(isSubmitKey(key, true)).toBe(true);
    expect(isSubmitKey({ ...key, shiftKey: true }, true)).toBe(false);
  });

  it('never posts while an IME composes', () => {
    expect(isSubmitKey({ ...key, ctrlKey: true, isComposing: true }, true)).toBe(false);
  });
});

describe('isEmptyPost', () => {
  it('needs text or files', () => {
    expect(isEmptyPost('  ', 0)).toBe(true);
    expect(isEmptyPost('  ', 1)).toBe(false);
    expect(isEmptyPost('hi', 0)).toBe(false);
  });
});
