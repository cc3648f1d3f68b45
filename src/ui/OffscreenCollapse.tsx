import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Items this far outside the viewport drop their content. */
const KEEP_WITHIN_PX = 2000;

let observer: IntersectionObserver | null = null;
const callbacks = new WeakMap<Element, (entry: IntersectionObserverEntry) => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => entries.forEach((e) => callbacks.get(e.target)?.(e)),
    {
      rootMargin: `${KEEP_WITHIN_PX}px 0px`,
    },
  );
  return observer;
}

interface OffscreenCollapseProps {
  children: ReactNode;
  /** Media that is playing keeps its item mounted (document 2 §4). */
  keepMounted?: boolean;
}

/**
 * A lighter stand-in for a virtual list: every item stays in the document as one box, and
 * items far outside the viewport drop their content while keeping their measured height,
 * so the scroll position never jumps and long timelines stay cheap.
 */
export function OffscreenCollapse({ children, keepMounted = false }: OffscreenCollapseProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [collapsedHeight, setCollapsedHeight] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    callbacks.set(el, (entry) =>
      setCollapsedHeight(entry.isIntersecting ? null : entry.boundingClientRect.height),
    );
    const io = sharedObserver();
    io.observe(el);
    return () => {
      io.unobserve(el);
      callbacks.delete(el);
    };
  }, []);

  const collapsed = collapsedHeight !== null && collapsedHeight > 0 && !keepMounted;
  return (
    <div ref={ref} style={collapsed ? { height: collapsedHeight } : undefined}>
      {collapsed ? null : children}
    </div>
  );
}
