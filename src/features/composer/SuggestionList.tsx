import { useTranslation } from '../../i18n/useTranslation';
import type { Suggestion } from './useSuggestions';

/** The autocomplete list under the text: emoji or accounts for the word at the caret. */
export function SuggestionList({
  id,
  items,
  active,
  onPick,
}: {
  id: string;
  items: Suggestion[];
  active: number;
  onPick: (s: Suggestion) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      id={id}
      role="listbox"
      className="composer__suggestions"
      aria-label={t('post_status.suggestions')}
    >
      {items.map((s, i) => (
        <li
          key={s.id}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className={i === active ? 'is-active' : undefined}
          // Keep the caret in the text: picking with the mouse must not blur the textarea first.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onPick(s)}
        >
          {s.glyph ? (
            <span className="composer__suggestion-glyph" aria-hidden="true">
              {s.glyph}
            </span>
          ) : s.image ? (
            <img
              src={s.image}
              alt=""
              width={24}
              height={24}
              className="composer__suggestion-image"
            />
          ) : null}
          <span>{s.label}</span>
          {s.detail && <span className="composer__suggestion-detail">{s.detail}</span>}
        </li>
      ))}
    </ul>
  );
}
