import { EyeOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { Attachment } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { usePreference } from '../../core/preferences/preferences';
import { Blurhash } from './Blurhash';
import { collapsedRows, galleryRows, isGalleryCollapsed, limitThumbnails } from './galleryRows';
import './media.css';
import { StillImg } from '../../ui/stillImage/StillImg';

const MediaViewer = lazy(() => import('./MediaViewer'));

/** What the viewer shows (document 2 §2): image, video, audio and flash; the rest are links. */
export const isViewable = (a: Attachment) =>
  a.type === 'image' || a.type === 'video' || a.type === 'audio' || a.type === 'flash';

interface GalleryProps {
  attachments: readonly Attachment[];
  sensitive: boolean;
  inConversation: boolean;
}

/** Attachments in rows of up to 3, collapsed by the size score, sensitive ones behind a cover. */
export function AttachmentGallery({ attachments, sensitive, inConversation }: GalleryProps) {
  const { t } = useTranslation();
  const maxThumbnails = usePreference('maxThumbnails');
  const hideNsfw = usePreference('hideNsfw');
  const oneClick = usePreference('useOneClickNsfw');
  const hideAll = usePreference(inConversation ? 'hideAttachmentsInConv' : 'hideAttachments');
  const [revealed, setRevealed] = useState(!(sensitive && hideNsfw));
  const [showAll, setShowAll] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const { shown, hidden } = limitThumbnails(attachments, maxThumbnails);
  const rows = useMemo(() => galleryRows(shown), [shown]);
  const collapsed = isGalleryCollapsed(rows) && !showAll;
  const visibleRows = collapsed ? collapsedRows(rows) : rows;
  const visibleCount = visibleRows.reduce((n, r) => n + r.items.length, 0);
  const viewable = useMemo(() => shown.filter(isViewable), [shown]);

  const open = (a: Attachment) => {
    // A hidden attachment's placeholder says what it is: a click on it means to see it.
    if (!revealed && !oneClick && !hideAll) {
      setRevealed(true);
      return;
    }
    setViewing(viewable.indexOf(a));
  };
  // Stable, so the open viewer is not torn down and rebuilt when the status re-renders.
  const closeViewer = useCallback(() => setViewing(null), []);
  // While covered, each cover is the one control that shows the media (and the h key presses
  // the first); once shown, the footer button hides it again.
  const shortcutId = revealed
    ? null
    : (visibleRows.flatMap((r) => r.items).find(isViewable)?.id ?? null);

  return (
    <div
      className={`gallery${hideAll ? ' gallery--compact' : ''}`}
      role="group"
      aria-label={t('media.gallery')}
    >
      {visibleRows.map((row, r) => (
        <div key={r} className={`gallery__row gallery__row--${row.kind}`}>
          {row.items.map((a) =>
            isViewable(a) && a.type !== 'audio' ? (
              <Thumb
                key={a.id}
                attachment={a}
                covered={!revealed}
                sensitive={sensitive}
                placeholder={hideAll}
                shortcut={a.id === shortcutId}
                onOpen={() => open(a)}
              />
            ) : a.type === 'audio' && revealed ? (
              <audio
                key={a.id}
                className="attachment attachment--audio"
                src={a.url}
                controls
                preload="none"
                aria-label={a.description || t('media.types.audio')}
              />
            ) : a.type === 'audio' ? (
              <Thumb
                key={a.id}
                attachment={a}
                covered
                sensitive={sensitive}
                placeholder={hideAll}
                shortcut={a.id === shortcutId}
                onOpen={() => open(a)}
              />
            ) : (
              <a
                key={a.id}
                className="attachment attachment--link"
                href={a.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span>{a.description || a.url.split('/').pop() || t(`media.types.${a.type}`)}</span>
              </a>
            ),
          )}
        </div>
      ))}
      <div className="gallery__footer">
        {/* Any media can be hidden again and shown, by this button or the h key (issue 17). */}
        {viewable.length > 0 && revealed && (
          <button
            type="button"
            className="link-button"
            data-shortcut="media"
            aria-keyshortcuts="h"
            onClick={() => setRevealed(false)}
          >
            {t('media.hide_sensitive')}
          </button>
        )}
        {(collapsed || showAll) && isGalleryCollapsed(rows) && (
          <button
            type="button"
            className="link-button"
            aria-expanded={showAll}
            onClick={() => setShowAll((v) => !v)}
          >
            {showAll
              ? t('media.show_fewer')
              : t('media.show_all', { count: shown.length - visibleCount })}
          </button>
        )}
        {hidden > 0 && <span>{t('media.hidden_over_limit', { count: hidden })}</span>}
      </div>
      {viewing !== null && viewing >= 0 && (
        <Suspense fallback={null}>
          <MediaViewer items={viewable} start={viewing} onClose={closeViewer} />
        </Suspense>
      )}
    </div>
  );
}

function Thumb({
  attachment: a,
  covered,
  sensitive,
  placeholder,
  shortcut,
  onOpen,
}: {
  attachment: Attachment;
  covered: boolean;
  /** A cover the reader put on (the h key, the hide button) does not say sensitive. */
  sensitive: boolean;
  /** Hidden attachments (hideAttachments): a labelled link-like button, no picture. */
  placeholder: boolean;
  /** The cover the h key presses. */
  shortcut: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const typeName = t(`media.types.${a.type}`);
  // A cover is named by its visible words; an open picture by its description.
  const label = covered
    ? undefined
    : a.description
      ? t('media.open', { description: a.description })
      : t('media.open_untitled', { type: typeName });
  if (placeholder)
    return (
      <button type="button" className="attachment attachment--placeholder" onClick={onOpen}>
        {a.description
          ? t('media.open', { description: a.description })
          : t('media.open_untitled', { type: typeName })}
      </button>
    );
  const aspect =
    a.meta.small?.aspect ??
    a.meta.aspect ??
    (a.meta.width && a.meta.height ? a.meta.width / a.meta.height : undefined);
  return (
    <button
      type="button"
      className={`attachment attachment--${a.type}${covered ? ' is-covered' : ''}`}
      style={aspect ? { aspectRatio: String(Math.min(Math.max(aspect, 0.5), 2.5)) } : undefined}
      aria-label={label}
      data-shortcut={shortcut ? 'media' : undefined}
      aria-keyshortcuts={shortcut ? 'h' : undefined}
      onClick={onOpen}
    >
      {a.blurhash && (covered || !loaded) && <Blurhash hash={a.blurhash} />}
      {!covered && a.type !== 'audio' && (a.preview_url || a.type === 'image') && (
        <StillImg
          src={a.preview_url || a.url}
          alt={a.description}
          title={a.description || undefined}
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          className={loaded ? 'is-loaded' : undefined}
        />
      )}
      {covered && (
        <span className="attachment__cover">
          <EyeOff aria-hidden="true" size={20} />
          {t(sensitive ? 'media.sensitive_show' : 'media.show')}
        </span>
      )}
      {!covered && (a.type === 'video' || a.type === 'flash') && (
        <span className="attachment__play" aria-hidden="true" />
      )}
    </button>
  );
}
