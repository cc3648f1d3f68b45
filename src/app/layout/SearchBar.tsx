import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LazyChunk } from '../../ui/chunk/LazyChunk';

const loadSearchForm = () => import('./SearchForm');

/** The desktop nav's expandable search; the form's code arrives on the first click. */
export function SearchBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <LazyChunk
        name="search-bar"
        load={loadSearchForm}
        fallback={null}
        render={(m) => <m.SearchForm onClose={() => setOpen(false)} />}
      />
    );
  }
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t('nav.search')}
      aria-expanded={false}
      aria-keyshortcuts="/"
      data-shortcut="search"
      onClick={() => setOpen(true)}
    >
      <Search aria-hidden="true" size={20} />
    </button>
  );
}
