// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedInRow, signOut } from '../../../test/signedInRow';

// The request never answers: the test is about the click's own change.
vi.mock('../../api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api')>()),
  toggleStatus: () => new Promise(() => undefined),
}));

afterEach(signOut);

describe('the first favourite or repeat of a post', () => {
  it.each([
    ['Favourite', 'Favourite, 1'],
    ['Repeat', 'Repeat, 1'],
  ])(
    '%s changes the count’s text and inserts no element (issue 28)',
    { timeout: 30_000 },
    async (name, pressed) => {
      const row = await renderSignedInRow({ favourites_count: 0, reblogs_count: 0 });
      const button = await row.button(name);
      // An element inserted in a post makes Chromium check the `:has()` rules above it again.
      const inserted: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element) inserted.push(node.outerHTML);
      });
      observer.observe(row.article, { childList: true, subtree: true });
      await act(async () => {
        fireEvent.click(button);
      });
      const records = observer.takeRecords();
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) inserted.push(node.outerHTML);
      observer.disconnect();
      expect(button.getAttribute('aria-pressed')).toBe('true');
      expect(button.getAttribute('aria-label')).toBe(pressed);
      expect(button.textContent).toBe('1');
      expect(inserted).toEqual([]);
    },
  );
});
