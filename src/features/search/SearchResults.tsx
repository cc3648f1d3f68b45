import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Hashtag, User } from '../../api';
import { inlineArrowStep, pageIsRtl } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LoadMoreButton } from '../../ui/LoadMoreButton';
import { useNeedsServer } from '../../core/offline/useNeedsServer';
import { Spinner } from '../../ui/Spinner';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useViewer } from '../../core/session/sessionStore';
import { accountKey } from '../../core/statusCache';
import { StatusArticle } from '../status';
import { SuggestedUser } from '../whoToFollow';
import { HashtagRow } from './HashtagRow';
import {
  initialTab,
  SEARCH_TABS,
  searchPagesOffered,
  tabCount,
  type SearchTab,
  type TabCounts,
} from './searchTabs';
import { hashtagKey, useSearchTabs, type SearchTabFeed } from './useSearchTabs';

function TabRows({ tab, ids }: { tab: SearchTab; ids: string[] }) {
  const queryClient = useQueryClient();
  if (tab === 'statuses') return ids.map((id) => <StatusArticle key={id} id={id} />);
  if (tab === 'people') {
    const people = ids.flatMap((id) => queryClient.getQueryData<User>(accountKey(id)) ?? []);
    return (
      <ul className="suggested-user-list suggested-user-list--separated">
        {people.map((u) => (
          <SuggestedUser key={u.id} user={u} avatarSize={48} />
        ))}
      </ul>
    );
  }
  const tags = ids.flatMap((name) => queryClient.getQueryData<Hashtag>(hashtagKey(name)) ?? []);
  return (
    <ul className="search__hashtags">
      {tags.map((h) => (
        <HashtagRow key={h.name} tag={h} />
      ))}
    </ul>
  );
}

function TabPanel({ tab, list }: { tab: SearchTab; list: SearchTabFeed }) {
  const { t } = useTranslation();
  const needsServer = useNeedsServer();
  const { signedIn } = useViewer();
  const { pleromaApi } = useServerFeatures();
  const { feed, state, more } = list;
  if (state.ids.length === 0)
    return <h2 className="search__empty">{t(`search.no_results.${tab}`)}</h2>;
  return (
    <>
      <TabRows tab={tab} ids={state.ids} />
      {state.olderError && !needsServer ? (
        <ErrorMessage error={state.olderError} onRetry={() => feed.loadOlder()} />
      ) : (
        searchPagesOffered(signedIn, pleromaApi) &&
        more.hasNextPage && (
          <div className="search__more">
            <LoadMoreButton needsServer={needsServer} pages={more} label={t('search.load_more')} />
          </div>
        )
      )}
    </>
  );
}

/**
 * The results of one query (document 1 §2): tabs with counts, the first non-empty tab first,
 * each tab a feed of its own that pages on with "Load more".
 */
export function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const tabs = useSearchTabs(query);
  const [chosen, setChosen] = useState<SearchTab | null>(null);
  const panelId = useId();
  const tabRefs = useRef<Partial<Record<SearchTab, HTMLButtonElement | null>>>({});
  const lists = SEARCH_TABS.map((name) => tabs[name]);

  const failed = lists.find((list) => list.state.phase === 'error');
  if (failed)
    return (
      <ErrorMessage
        error={failed.state.error}
        onRetry={() => lists.forEach((list) => list.feed.reload())}
      />
    );
  if (lists.some((list) => list.state.phase === 'loading'))
    return <Spinner label={t('search.loading')} />;

  const counts: TabCounts = {
    statuses: tabs.statuses.state.ids.length,
    people: tabs.people.state.ids.length,
    hashtags: tabs.hashtags.state.ids.length,
  };
  const shown = Object.fromEntries(
    SEARCH_TABS.map((name) => [name, tabCount(counts[name], tabs[name].more.hasNextPage)]),
  ) as Record<SearchTab, string | null>;
  const tab = chosen ?? initialTab(counts);
  const onTabKey = (event: KeyboardEvent) => {
    const step = inlineArrowStep(event.key, pageIsRtl());
    if (!step) return;
    const next =
      SEARCH_TABS[(SEARCH_TABS.indexOf(tab) + step + SEARCH_TABS.length) % SEARCH_TABS.length] ??
      'statuses';
    setChosen(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('search.results')}
        className="search__tabs"
        onKeyDown={onTabKey}
      >
        {SEARCH_TABS.map((name) => (
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
            onClick={() => setChosen(name)}
          >
            {t(`search.tabs.${name}`)}
            {shown[name] !== null && ` (${shown[name]})`}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-label={t(`search.tabs.${tab}`)}>
        <TabPanel tab={tab} list={tabs[tab]} />
      </div>
    </>
  );
}
