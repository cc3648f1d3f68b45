/** Document 1 §9 / document 2 §9: the floating button's scroll handler runs at most every 100 ms. */
export const FLOATING_BUTTON_THROTTLE_MS = 100;

/**
 * An on-screen keyboard is likely open when the window is both narrow and short: under 350
 * wide with under 345 high, or under 450 wide with under 560 high.
 */
export function keyboardLikelyOpen(width: number, height: number): boolean {
  return (width < 350 && height < 345) || (width < 450 && height < 560);
}

export interface FloatingButtonInput {
  width: number;
  height: number;
  alwaysShow: boolean;
  autohide: boolean;
  /** The last scroll went down the page. */
  scrolledDown: boolean;
}

/** Shown unless the keyboard is likely open, or autohide hides it while scrolling down. */
export function floatingButtonVisible(input: FloatingButtonInput): boolean {
  if (input.alwaysShow) return true;
  if (keyboardLikelyOpen(input.width, input.height)) return false;
  return !(input.autohide && input.scrolledDown);
}

/** Leading and trailing throttle: runs at once, then at most once per interval with the last call. */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  now: () => number = Date.now,
) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - now();
    if (wait <= 0) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = null;
      if (pending) run(pending);
      pending = null;
    }, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}
