import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/search.json';
import { useTranslation } from '../../i18n/useTranslation';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useViewer } from '../../core/session/sessionStore';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { SearchResults } from './SearchResults';
import './search.css';

// This screen's text arrives with its chunk, not with the first visit.
i18n.extendResources('en', text);

/** Search (document 1 §2): Enter or the button; tabs with counts; the first non-empty tab first. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [draft, setDraft] = useState(query);
  const { signedIn } = useViewer();
  const isPrivate = useInstanceStore((s) => s.settings?.private ?? false);
  const inputId = useId();
  const needsServer = useNeedsServer();
  usePageTitle(query ? t('search.title_with_query', { query }) : t('search.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    // An empty query does nothing (document 1 §5).
    if (next) setParams({ query: next });
  };

  if (!signedIn && isPrivate) {
    return (
      <section className="panel" aria-labelledby="search-heading">
        <header className="panel__heading">
          <h1 id="search-heading">{t('search.title')}</h1>
        </header>
        <div className="panel__body timeline__closed">
          <p>{t('search.members_only')}</p>
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="panel search" aria-labelledby="search-heading">
      <header className="panel__heading">
        <h1 id="search-heading">{t('search.title')}</h1>
      </header>
      <form role="search" className="search__form" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          className="field"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('nav.search_placeholder')}
        />
        <button type="submit" className="button button--primary">
          <Search aria-hidden="true" size={18} />
          {t('search.submit')}
        </button>
      </form>
      {query !== '' &&
        // Offline a search cannot be answered: a polite line, not an error (issue 27).
        (needsServer ? (
          <p role="status" className="panel__body">
            {needsServer}
          </p>
        ) : (
          <SearchResults key={query} query={query} />
        ))}
    </section>
  );
}
