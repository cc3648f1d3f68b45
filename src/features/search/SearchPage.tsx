import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from '../../ui/router';
import type { SearchResults } from '../../api';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/search.json';
import { inlineArrowStep, pageIsRtl } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { useViewer } from '../../core/session/sessionStore';
import { StatusArticle } from '../status';
import { SuggestedUser } from '../whoToFollow';
import { HashtagRow } from './HashtagRow';
import { initialTab, SEARCH_TABS, tabCount, type SearchTab } from './searchTabs';
import { useSearch } from './useSearch';
import './search.css';

// This screen's text arrives with its chunk, not with the first visit.
i18n.extendResources('en', text);

function Results({ results, tab }: { results: SearchResults; tab: SearchTab }) {
  const { t } = useTranslation();
  if (tabCount(results, tab) === 0)
    return <h2 className="search__empty">{t(`search.no_results.${tab}`)}</h2>;
  if (tab === 'statuses')
    return results.statuses.map((s) => <StatusArticle key={s.id} id={s.id} />);
  if (tab === 'people') {
    return (
      <ul className="suggested-user-list suggested-user-list--separated">
        {results.accounts.map((u) => (
          <SuggestedUser key={u.id} user={u} avatarSize={48} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="search__hashtags">
      {results.hashtags.map((h) => (
        <HashtagRow key={h.name} tag={h} />
      ))}
    </ul>
  );
}

/** Search (document 1 §2): Enter or the button; tabs with counts; the first non-empty tab first. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const [draft, setDraft] = useState(query);
  const [chosen, setChosen] = useState<{ query: string; tab: SearchTab } | null>(null);
  const { signedIn } = useViewer();
  const isPrivate = useInstanceStore((s) => s.settings?.private ?? false);
  const result = useSearch(signedIn || !isPrivate ? query : '');
  const inputId = useId();
  const panelId = useId();
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
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

  const results = result.data;
  const tab = results ? (chosen?.query === query ? chosen.tab : initialTab(results)) : 'statuses';
  const onTabKey = (event: KeyboardEvent) => {
    const step = inlineArrowStep(event.key, pageIsRtl());
    if (!step) return;
    const next =
      SEARCH_TABS[(SEARCH_TABS.indexOf(tab) + step + SEARCH_TABS.length) % SEARCH_TABS.length] ??
      'statuses';
    setChosen({ query, tab: next });
    tabRefs.current[next]?.focus();
  };

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
      {query === '' ? null : result.isPending ? (
        <Spinner label={t('search.loading')} />
      ) : result.isError ? (
        <ErrorMessage error={result.error} onRetry={() => void result.refetch()} />
      ) : results ? (
        <>
          <div
            role="tablist"
            aria-label={t('search.results')}
            className="search__tabs"
            onKeyDown={onTabKey}
          >
            {SEARCH_TABS.map((name) => {
              const count = tabCount(results, name);
              return (
                <button
                  key={name}
                  ref={(el) => {
                    tabRefs.current[name] = el;
                  }}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  aria-controls={panelId}
                  tabIndex={tab === name ? 0 : -1}
                  className="search__tab"
                  onClick={() => setChosen({ query, tab: name })}
                >
                  {t(`search.tabs.${name}`)}
                  {count > 0 && ` (${count})`}
                </button>
              );
            })}
          </div>
          <div id={panelId} role="tabpanel" aria-label={t(`search.tabs.${tab}`)}>
            <Results results={results} tab={tab} />
          </div>
        </>
      ) : null}
    </section>
  );
}
