import type { Page } from '@playwright/test';

export interface FirstSight {
  /** Whether the element was a modal dialog when it was put in the page. */
  modal: boolean;
  /** Whether it held focus then. */
  focus: boolean;
}

/**
 * Starts watching for the first element matching `selector` to be put in the page, and gives a
 * function that waits for how it was at that moment: the observer's callback runs before the
 * browser paints or takes another key, so a dialog or menu that takes the keys only a frame
 * later reads `focus: false`.
 */
export async function watchFirstSight(
  page: Page,
  selector: string,
): Promise<() => Promise<FirstSight>> {
  await page.evaluate((wanted) => {
    const seen = window as unknown as { petrelFirstSight?: FirstSight };
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes)) {
          const found =
            node instanceof Element
              ? node.matches(wanted)
                ? node
                : node.querySelector(wanted)
              : null;
          if (!found) continue;
          observer.disconnect();
          seen.petrelFirstSight = {
            modal: found.matches(':modal'),
            focus: found.contains(document.activeElement),
          };
          return;
        }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, selector);
  return async () => {
    const sight = await page.waitForFunction(
      () => (window as unknown as { petrelFirstSight?: FirstSight }).petrelFirstSight,
    );
    return (await sight.jsonValue()) as FirstSight;
  };
}
