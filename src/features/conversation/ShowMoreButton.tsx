import { useEffect, useRef } from 'react';

/** How near the viewport the end of the rendered part gets before the next chunk joins. */
const AHEAD_PX = 1200;

interface ShowMoreButtonProps {
  label: string;
  onShow: () => void;
  /** Shows the next chunk by itself once scrolled near, as a feed does. */
  automatic?: boolean;
  /** Where the edge is now: a chunk that left it still near the viewport asks for the next. */
  edge?: number;
}

/** The edge of the rendered part of a long conversation: a button, and for the end a trigger. */
export function ShowMoreButton({ label, onShow, automatic = false, edge }: ShowMoreButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!automatic || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onShow();
      },
      { rootMargin: `${AHEAD_PX}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [automatic, onShow, edge]);
  return (
    <div className="thread__more">
      <button ref={ref} type="button" className="link-button" onClick={onShow}>
        {label}
      </button>
    </div>
  );
}
