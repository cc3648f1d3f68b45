import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { fetchNotifications, wireTypes, type Notification, type NotificationType } from '../../api';
import { pagedListSource, usePagedList } from '../../core/feed';
import { i18n } from '../../i18n/i18n';
import text from '../../i18n/locales/en/notifications.json';
import { inlineArrowStep, pageIsRtl } from '../../i18n/direction';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Spinner } from '../../ui/Spinner';
import { usePageTitle } from '../../ui/usePageTitle';
import { api } from '../../core/client';
import { useSessionStore } from '../../core/session/sessionStore';
import { NotificationItem } from './NotificationItem';
import { OlderPageFooter } from './OlderPageFooter';
import './notifications.css';

i18n.extendResources('en', text);

type Tab = 'mentions' | 'likes' | 'follows' | 'moves';

const TYPES: Record<Tab, NotificationType[]> = {
  mentions: ['mention'],
  likes: ['like', 'repeat'],
  follows: ['follow'],
  moves: ['move'],
};

/** Which tabs show: moves only when the account does not follow moves (document 2 §2). */
export function interactionTabs(allowFollowingMove: boolean): Tab[] {
  return allowFollowingMove
    ? ['mentions', 'likes', 'follows']
    : ['mentions', 'likes', 'follows', 'moves'];
}

const notificationKey = (id: string) => ['notification', id] as const;

function TabPanel({ tab, id, labelledBy }: { tab: Tab; id: string; labelledBy: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const { feed, state, more } = usePagedList(['interactions', tab], () =>
    pagedListSource({
      fetchPage: async (params) => {
        const page = await fetchNotifications(api, {
          types: wireTypes(TYPES[tab]),
          ...(params.max_id ? { max_id: params.max_id } : {}),
        });
        // A short page is the last one.
        const next = page.size >= 20 && page.oldestId ? { max_id: page.oldestId } : null;
        return { items: page.items, next };
      },
      store: (n: Notification) => {
        queryClient.setQueryData(notificationKey(n.id), n);
        return n.id;
      },
      entityKey: notificationKey,
      // There is no call for one notification: one the re-read missed is left out.
      fetchEntity: () => Promise.resolve(null),
    }),
  );
  const items = state.ids.flatMap(
    (item) => queryClient.getQueryData<Notification>(notificationKey(item)) ?? [],
  );
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy}>
      {state.phase === 'loading' ? (
        <Spinner label={t('notifications.loading')} />
      ) : state.phase === 'error' ? (
        <ErrorMessage error={state.error} onRetry={() => feed.reload()} />
      ) : items.length === 0 ? (
        <p className="panel__body">{t('interactions.empty')}</p>
      ) : (
        <ul className="interactions-list">
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} viewerId={viewerId} />
          ))}
        </ul>
      )}
      {(state.olderError || items.length > 0) && (
        <OlderPageFooter error={state.olderError} onRetry={() => feed.loadOlder()} pages={more} />
      )}
    </div>
  );
}

/** /users/{username}/interactions: mentions, likes and repeats, follows, and moves. */
export function InteractionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('interactions.title'));
  const allowMove = useSessionStore((s) => s.user?.allow_following_move ?? false);
  const tabs = interactionTabs(allowMove);
  const [tab, setTab] = useState<Tab>('mentions');
  const base = useId();
  const onKey = (e: KeyboardEvent) => {
    const at = tabs.indexOf(tab);
    const step = inlineArrowStep(e.key, pageIsRtl());
    const next = step === 0 ? null : tabs[(at + step + tabs.length) % tabs.length];
    if (next) {
      e.preventDefault();
      setTab(next);
      document.getElementById(`${base}-tab-${next}`)?.focus();
    }
  };
  return (
    <section className="panel" aria-labelledby={`${base}-title`}>
      <header className="panel__heading">
        <h1 id={`${base}-title`}>{t('interactions.title')}</h1>
      </header>
      <div
        className="interactions-tabs"
        role="tablist"
        aria-label={t('interactions.title')}
        onKeyDown={onKey}
      >
        {tabs.map((name) => (
          <button
            key={name}
            id={`${base}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${base}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`interactions.tabs.${name}`)}
          </button>
        ))}
      </div>
      <TabPanel key={tab} tab={tab} id={`${base}-panel`} labelledBy={`${base}-tab-${tab}`} />
    </section>
  );
}
