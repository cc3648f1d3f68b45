// @vitest-environment jsdom
import { createRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../ui/router';
import { KeyboardShortcuts } from './KeyboardShortcuts';

const handled = vi.hoisted(() => [] as string[]);
// What the keys do is not under test here: only that each key pressed reaches it.
vi.mock('./keyboardActions', () => ({
  createShortcutHandler: () => (event: KeyboardEvent) => handled.push(event.key),
}));

it('a key pressed as soon as the page shows is not lost', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  // Preact commits this at once and runs effects only after the next frame: a person (or a
  // test) seeing the page can press a key before then.
  root.render(
    <MemoryRouter>
      <KeyboardShortcuts />
    </MemoryRouter>,
  );
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
  await vi.waitFor(() => expect(handled).toEqual(['j']));
  root.unmount();
  container.remove();
});
