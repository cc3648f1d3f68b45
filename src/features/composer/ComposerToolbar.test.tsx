// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import en from '../../i18n/locales/en/composer.json';
import { ComposerToolbar } from './ComposerToolbar';

function toolbar(hasPoll: boolean | null, open: boolean) {
  const handlers = { onTogglePoll: vi.fn(), onTogglePicker: vi.fn(), onTogglePreview: vi.fn() };
  render(
    <ComposerToolbar
      counterId="counter"
      length={{ left: 10, over: false }}
      hasPoll={hasPoll}
      pickerOpen={open}
      previewing={open}
      sensitive={null}
      onAttach={() => undefined}
      onSensitive={() => undefined}
      {...handlers}
    />,
  );
  return handlers;
}

describe('ComposerToolbar', () => {
  beforeEach(() => {
    i18n.extendResources('en', en);
    i18n.changeLanguage('en');
  });

  it('shows the poll and preview as pressed modes and the picker as an open popup', () => {
    const handlers = toolbar(true, true);
    const poll = screen.getByRole('button', { name: 'Remove the poll' });
    const emoji = screen.getByRole('button', { name: 'Emoji' });
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(poll.getAttribute('aria-pressed')).toBe('true');
    expect(emoji.getAttribute('aria-expanded')).toBe('true');
    expect(emoji.hasAttribute('aria-pressed')).toBe(false);
    expect(emoji.hasAttribute('data-picker-toggle')).toBe(true);
    expect(preview.getAttribute('aria-pressed')).toBe('true');
    expect(preview.hasAttribute('data-picker-toggle')).toBe(false);
    fireEvent.click(poll);
    fireEvent.click(emoji);
    fireEvent.click(preview);
    expect(handlers.onTogglePoll).toHaveBeenCalledOnce();
    expect(handlers.onTogglePicker).toHaveBeenCalledOnce();
    expect(handlers.onTogglePreview).toHaveBeenCalledOnce();
  });

  it('offers a poll when there is none; the picker and preview start closed', () => {
    toolbar(false, false);
    expect(screen.getByRole('button', { name: 'Add a poll' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Emoji' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('has no poll button where polls cannot be added', () => {
    toolbar(null, false);
    expect(screen.queryByRole('button', { name: /poll/ })).toBeNull();
  });
});
