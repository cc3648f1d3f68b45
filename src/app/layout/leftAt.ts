/**
 * Where the reader was on the kept page when another page covered it: the scroll, the focus,
 * the page's title, and where the post they were at sat in the view. Notices above the page
 * may come or go meanwhile, so the post's place in the view is put back, not only the scroll.
 */
export class LeftAt {
  private scrollY = 0;
  private focus: HTMLElement | null = null;
  private anchor: Element | null = null;
  private anchorTop = 0;
  private title = '';
  private noted = false;

  /** Reads the place on `box`, the kept page still shown. */
  note(box: Element): void {
    const active = document.activeElement;
    this.scrollY = window.scrollY;
    this.focus = active instanceof HTMLElement && box.contains(active) ? active : null;
    this.anchor =
      this.focus?.closest('article') ??
      [...box.querySelectorAll('article')].find((a) => a.getBoundingClientRect().bottom > 0) ??
      null;
    this.anchorTop = this.anchor?.getBoundingClientRect().top ?? 0;
    this.title = document.title;
    this.noted = true;
  }

  /** Puts the reader back: scroll (the post where it was in the view), focus and title. */
  restore(): void {
    if (!this.noted) return;
    this.noted = false;
    window.scrollTo({ top: this.scrollY, behavior: 'instant' });
    const anchor = this.anchor;
    if (anchor?.isConnected) {
      const moved = anchor.getBoundingClientRect().top - this.anchorTop;
      if (moved !== 0) window.scrollBy({ top: moved, behavior: 'instant' });
      // Back restores the scroll the browser noted for the address (900 px, say) after the
      // page put its own (960 px, a banner having come above): the page's wins.
      const target = window.scrollY;
      requestAnimationFrame(() => {
        if (window.scrollY !== target) window.scrollTo({ top: target, behavior: 'instant' });
      });
    }
    if (this.focus?.isConnected) this.focus.focus({ preventScroll: true });
    document.title = this.title;
  }
}
