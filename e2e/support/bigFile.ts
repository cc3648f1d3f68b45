import type { Locator } from '@playwright/test';

/**
 * Chooses a file of `size` bytes in a file input, made in the page and chosen with the input
 * and change events `setInputFiles` sends. For the size checks, which read only the chosen
 * file's size: a buffer handed to `setInputFiles` is sent to the browser whole, and 17 MiB
 * that way took 12 s of a test at load 5.
 */
export async function chooseFileOfSize(
  input: Locator,
  file: { name: string; mimeType: string; size: number },
): Promise<void> {
  await input.evaluate((element: HTMLInputElement, { name, mimeType, size }) => {
    const chosen = new DataTransfer();
    chosen.items.add(new File([new Uint8Array(size).fill(1)], name, { type: mimeType }));
    element.files = chosen.files;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, file);
}
