import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from '../../ui/router';
import { CloseButton } from '../../ui/CloseButton';

/** The open search bar: Enter or the button goes to /search?query= (document 1 §2). */
export function SearchForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    // An empty query does nothing (document 1 §5).
    if (!trimmed) return;
    void navigate(`/search?query=${encodeURIComponent(trimmed)}`);
  };

  return (
    <form role="search" className="search-bar" onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('nav.search')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        value={query}
        placeholder={t('nav.search_placeholder')}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
      />
      <button type="submit" className="icon-button" aria-label={t('nav.search_submit')}>
        <Search aria-hidden="true" size={18} />
      </button>
      <CloseButton label={t('nav.search_close')} onClick={onClose} />
    </form>
  );
}
