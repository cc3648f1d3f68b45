import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { useRecentEmojiStore } from './recentEmojiStore';
import {
  columnsFor,
  filterEmoji,
  gridRows,
  groupCustomEmoji,
  type EmojiGroup,
} from './rules/emojiGrid';
import type { PickerEmoji } from './rules/emojiSuggestions';
import { useDebounced } from './useDebounced';
import { useEmojiData } from './useEmojiData';
import { StickerPanel, useHasStickers } from './StickerPanel';
import type { Sticker } from './rules/stickers';

/** Document 3 §9: emoji search waits 500 ms after typing. */
export const EMOJI_SEARCH_DEBOUNCE_MS = 500;
/** Room the scroll bar takes from the grid's width. */
const SCROLLBAR_ALLOWANCE = 16;

/**
 * The emoji picker, loaded on first use: recent, custom (one tab per tag) and standard emoji
 * in one virtualised grid; tabs jump to their group. Closes on a click outside (and, through
 * the form, on input).
 */
export default function EmojiPicker({
  onPick,
  onSticker,
  onClose,
}: {
  onPick: (emoji: PickerEmoji) => void;
  onSticker: (sticker: Sticker) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const hasStickers = useHasStickers();
  const [kind, setKind] = useState<'emoji' | 'stickers'>('emoji');
  const data = useEmojiData();
  const recent = useRecentEmojiStore((s) => s.recent);
  const rememberEmoji = useRecentEmojiStore((s) => s.use);
  const [query, setQuery] = useState('');
  const search = useDebounced(query, EMOJI_SEARCH_DEBOUNCE_MS);
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    const outside = (e: PointerEvent) => {
      if (!(e.target instanceof Element) || root.current?.contains(e.target)) return;
      // The toggle button closes the picker itself; closing here too would reopen it.
      if (e.target.closest('[data-picker-toggle]')) return;
      onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  const groups = useMemo((): EmojiGroup[] => {
    const all = [...data.custom, ...data.standard];
    const byName = new Map(all.map((e) => [e.glyph ?? e.shortcode, e]));
    const recentEmoji = recent
      .map((name) => byName.get(name))
      .filter((e): e is PickerEmoji => e !== undefined);
    return [
      { id: 'recent', title: t('emoji.recent'), emoji: filterEmoji(recentEmoji, search) },
      ...groupCustomEmoji(filterEmoji(data.custom, search), t('emoji.untagged')),
      { id: 'standard', title: t('emoji.standard'), emoji: filterEmoji(data.standard, search) },
    ];
  }, [data.custom, data.standard, recent, search, t]);
  const [width, setWidth] = useState(320);
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const columns = columnsFor(width - SCROLLBAR_ALLOWANCE);
  const rows = useMemo(() => gridRows(groups, columns), [groups, columns]);

  // The virtualizer keeps its own mutable state, which the React compiler cannot memoise; the
  // picker is small and re-renders only on scroll and search, so that costs nothing here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => rows[i]?.size ?? 40,
    overscan: 6,
  });

  const pick = (emoji: PickerEmoji) => {
    rememberEmoji(emoji.glyph ?? emoji.shortcode);
    onPick(emoji);
  };
  const jumpTo = (groupId: string) => {
    const index = rows.findIndex((r) => r.kind === 'title' && r.groupId === groupId);
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  };
  const tabs = groups.filter((g) => g.emoji.length > 0);

  return (
    <div
      ref={root}
      className="emoji-picker"
      role="dialog"
      aria-label={t('emoji.picker')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      {hasStickers && (
        <div className="emoji-picker__kinds" role="group" aria-label={t('emoji.kinds')}>
          <button
            type="button"
            className="button button--small"
            aria-pressed={kind === 'emoji'}
            onClick={() => setKind('emoji')}
          >
            {t('emoji.emoji_tab')}
          </button>
          <button
            type="button"
            className="button button--small"
            aria-pressed={kind === 'stickers'}
            onClick={() => setKind('stickers')}
          >
            {t('emoji.stickers')}
          </button>
        </div>
      )}
      {kind === 'stickers' ? (
        <StickerPanel onPick={onSticker} />
      ) : (
        <>
          <input
            ref={input}
            type="search"
            className="emoji-picker__search"
            aria-label={t('emoji.search')}
            placeholder={t('emoji.search')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {tabs.length > 1 && (
            <div className="emoji-picker__tabs" role="group" aria-label={t('emoji.groups')}>
              {tabs.map((g) => (
                <button
                  key={g.id}
                  type="button"
                  className="emoji-picker__tab"
                  title={g.title}
                  aria-label={g.title}
                  onClick={() => jumpTo(g.id)}
                >
                  {g.emoji[0]?.glyph ??
                    (g.emoji[0]?.url ? (
                      <img src={g.emoji[0].url} alt="" width={20} height={20} />
                    ) : null)}
                </button>
              ))}
            </div>
          )}
          {data.loading && <Spinner label={t('emoji.loading')} />}
          {!data.loading && rows.length === 0 && (
            <p className="emoji-picker__empty">{t('emoji.no_results')}</p>
          )}
          <div ref={scroller} className="emoji-picker__grid">
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index];
                if (!row) return null;
                const style = {
                  position: 'absolute' as const,
                  top: 0,
                  left: 0,
                  right: 0,
                  height: item.size,
                  transform: `translateY(${item.start}px)`,
                };
                if (row.kind === 'title')
                  return (
                    <h3 key={item.key} className="emoji-picker__title" style={style}>
                      {row.title}
                    </h3>
                  );
                return (
                  <div key={item.key} className="emoji-picker__row" style={style}>
                    {row.items.map((e) => (
                      <button
                        key={e.shortcode}
                        type="button"
                        className="emoji-picker__cell"
                        title={`:${e.shortcode}:`}
                        aria-label={t('emoji.insert', { emoji: e.glyph ?? `:${e.shortcode}:` })}
                        onClick={() => pick(e)}
                      >
                        {e.glyph ??
                          (e.url ? (
                            <img src={e.url} alt="" width={28} height={28} loading="lazy" />
                          ) : null)}
                      </button>
                    ))}
                  </div>
                );
              })}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
