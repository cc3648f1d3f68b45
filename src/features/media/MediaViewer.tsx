import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
} from 'react';
import type { Attachment } from '../../api/entities';
import { inlineArrowStep, pageIsRtl, towardsEnd } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { pinchScale, swipeDirection } from './viewerGestures';
import './viewer.css';
import { CloseButton } from '../../ui/CloseButton';

const FlashPlayer = lazy(() => import('./FlashPlayer'));

/** Document 2 §9: the viewer closes 100 ms after it is asked to. */
const CLOSE_DELAY_MS = 100;

interface MediaViewerProps {
  items: readonly Attachment[];
  start: number;
  onClose: () => void;
}

/** The media viewer modal (document 2 §2), loaded the first time a picture is opened. */
export default function MediaViewer({ items, start, onClose }: MediaViewerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(start);
  const [closing, setClosing] = useState(false);
  const [loading, setLoading] = useState(true);
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ startX: number; startDistance: number; startScale: number } | null>(
    null,
  );
  // What opened the viewer (its thumbnail) gets focus back when it closes, so a keyboard reader
  // carries on from where they were rather than from the top of the page.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const item = items[index];
  const many = items.length > 1;

  const go = useCallback(
    (step: number) => {
      setIndex((i) => (i + step + items.length) % items.length);
      setScale(1);
      setLoading(true);
    },
    [items.length],
  );

  // Browser back closes the viewer: opening adds a history entry, closing takes it away.
  const closedByHistory = useRef(false);
  const close = useCallback(() => {
    if (
      !closedByHistory.current &&
      (window.history.state as { petrelViewer?: boolean } | null)?.petrelViewer
    ) {
      window.history.back();
      return;
    }
    setClosing(true);
    setTimeout(onClose, CLOSE_DELAY_MS);
  }, [onClose]);

  // Modal in the same task as it is first drawn: a passive effect ran a frame later (far later
  // on a busy machine), and in between the dialog lay in the page while the thumbnail kept
  // focus, so an arrow key pressed as it appeared went to the thumbnail and was lost.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    window.history.pushState({ ...(window.history.state as object), petrelViewer: true }, '');
    const onPop = () => {
      closedByHistory.current = true;
      setClosing(true);
      setTimeout(onClose, CLOSE_DELAY_MS);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      dialog?.close();
    };
  }, [onClose]);
  // After the dialog's own clean-up (declared later, so run later): a modal dialog still open
  // would make the page inert and refuse the focus.
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    },
    [opener],
  );

  const onKeyDown = (e: React.KeyboardEvent) => {
    // Arrows follow reading order: in a right-to-left page the left arrow goes forward.
    const step = inlineArrowStep(e.key, pageIsRtl());
    if (step !== 0 && many) go(step);
  };

  const onPointerDown = (e: PointerEvent) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    gesture.current = {
      startX: points[0]?.x ?? e.clientX,
      startDistance: points.length === 2 ? distance(points) : 0,
      startScale: scale,
    };
  };
  const onPointerMove = (e: PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const points = [...pointers.current.values()];
    const g = gesture.current;
    if (g && points.length === 2 && g.startDistance > 0) {
      setScale(pinchScale(g.startScale, g.startDistance, distance(points), false));
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const g = gesture.current;
    const wasPinch = pointers.current.size === 2;
    pointers.current.delete(e.pointerId);
    if (wasPinch) {
      setScale((s) => pinchScale(s, 1, 1, true));
      return;
    }
    if (!g || scale > 1 || e.pointerType === 'mouse') return;
    const dir = swipeDirection(towardsEnd(e.clientX - g.startX, pageIsRtl()), window.innerWidth);
    if (dir !== 0 && many) go(dir);
  };

  if (!item) return null;
  const caption = item.description;

  return (
    <dialog
      ref={ref}
      className={`media-viewer${closing ? ' is-closing' : ''}`}
      aria-label={t('media.viewer')}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="media-viewer__top">
        {many && (
          <span className="media-viewer__counter" aria-live="polite">
            {t('media.counter', { current: index + 1, total: items.length })}
          </span>
        )}
        <CloseButton label={t('media.close')} onClick={close} size={22} />
      </div>
      <div
        className="media-viewer__stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
      >
        {item.type === 'image' && (
          <>
            {loading && <Spinner label={t('media.loading')} />}
            <img
              key={item.id}
              src={item.url}
              alt={caption}
              title={caption || undefined}
              style={{ transform: `scale(${scale})` }}
              onLoad={() => setLoading(false)}
              onError={() => setLoading(false)}
              draggable={false}
            />
          </>
        )}
        {item.type === 'video' && (
          <video
            key={item.id}
            src={item.url}
            controls
            autoPlay
            loop
            aria-label={caption || t('media.types.video')}
          />
        )}
        {item.type === 'audio' && (
          <audio
            key={item.id}
            src={item.url}
            controls
            autoPlay
            aria-label={caption || t('media.types.audio')}
          />
        )}
        {item.type === 'flash' && (
          <Suspense fallback={<Spinner label={t('status.loading')} />}>
            <FlashPlayer key={item.id} src={item.url} />
          </Suspense>
        )}
      </div>
      {caption && <p className="media-viewer__caption">{caption}</p>}
      {many && (
        <>
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--prev"
            aria-label={t('media.previous')}
            onClick={() => go(-1)}
          >
            <ChevronLeft aria-hidden="true" size={32} className="flip-in-rtl" />
          </button>
          <button
            type="button"
            className="media-viewer__nav media-viewer__nav--next"
            aria-label={t('media.next')}
            onClick={() => go(1)}
          >
            <ChevronRight aria-hidden="true" size={32} className="flip-in-rtl" />
          </button>
        </>
      )}
    </dialog>
  );
}

function distance(points: { x: number; y: number }[]): number {
  const [a, b] = points;
  if (!a || !b) return 0;
  return Math.hypot(a.x - b.x, a.y - b.y);
}
