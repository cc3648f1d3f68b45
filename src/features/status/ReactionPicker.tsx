import './statusExtras.css';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Spinner } from '../../ui/Spinner';
import { useCustomEmoji, useStandardEmoji } from '../emoji';
import { groupCustomEmojiByPack } from './pickerGroups';

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
      custom: groupCustomEmojiByPack(
        (custom.data ?? []).filter((e) => match(e.shortcode, e.tags)).slice(0, FIRST_BATCH),
      ),
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
      <div className="reaction-picker__groups">
        {lists.custom.map((group) => (
          <PickerGroup key={group.pack ?? ''} title={group.pack ?? t('reactions.custom')}>
            {group.emoji.map((e) => (
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
          </PickerGroup>
        ))}
        {lists.standard.length > 0 && (
          <PickerGroup title={t('reactions.standard')}>
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
          </PickerGroup>
        )}
      </div>
    </div>
  );
}

/** One kind of emoji under its visible heading, which also names the group for screen readers. */
function PickerGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="reaction-picker__group">
      <p id={headingId} className="reaction-picker__heading">
        {title}
      </p>
      <div className="reaction-picker__grid">{children}</div>
    </div>
  );
}
