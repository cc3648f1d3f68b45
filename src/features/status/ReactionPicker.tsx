import './statusExtras.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { useCustomEmoji, useStandardEmoji } from '../emoji/emojiQueries';

export interface PickedEmoji {
  name: string;
  url: string | null;
}

/** How many of each kind the picker lists before the reader searches. */
const FIRST_BATCH = 60;

/** The reaction picker: any unicode emoji or custom emoji, searchable; loaded on first use. */
export default function ReactionPicker({
  onPick,
  onClose,
}: {
  onPick: (e: PickedEmoji) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const standard = useStandardEmoji();
  const custom = useCustomEmoji();
  useEffect(() => input.current?.focus(), []);
  const q = query.trim().toLowerCase();
  const lists = useMemo(() => {
    const match = (code: string, tags: readonly string[] = []) =>
      q === '' ||
      code.toLowerCase().includes(q) ||
      tags.some((tag) => tag.toLowerCase().includes(q));
    return {
      custom: (custom.data ?? []).filter((e) => match(e.shortcode, e.tags)).slice(0, FIRST_BATCH),
      standard: (standard.data ?? []).filter((e) => match(e.shortcode)).slice(0, FIRST_BATCH),
    };
  }, [custom.data, standard.data, q]);

  return (
    <div
      className="reaction-picker"
      role="dialog"
      aria-label={t('reactions.picker')}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <input
        ref={input}
        type="search"
        className="reaction-picker__search"
        aria-label={t('reactions.search')}
        placeholder={t('reactions.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {(standard.isPending || custom.isPending) && <Spinner label={t('status.loading')} />}
      {lists.custom.length > 0 && (
        <section aria-label={t('reactions.custom')} className="reaction-picker__grid">
          {lists.custom.map((e) => (
            <button
              key={e.shortcode}
              type="button"
              aria-label={t('reactions.react_with', { emoji: `:${e.shortcode}:` })}
              title={`:${e.shortcode}:`}
              onClick={() => onPick({ name: e.shortcode, url: e.image_url })}
            >
              <img src={e.image_url} alt="" className="emoji" loading="lazy" />
            </button>
          ))}
        </section>
      )}
      <section aria-label={t('reactions.standard')} className="reaction-picker__grid">
        {lists.standard.map((e) => (
          <button
            key={e.shortcode}
            type="button"
            aria-label={t('reactions.react_with', { emoji: e.glyph })}
            title={`:${e.shortcode}:`}
            onClick={() => onPick({ name: e.glyph, url: null })}
          >
            {e.glyph}
          </button>
        ))}
      </section>
    </div>
  );
}
