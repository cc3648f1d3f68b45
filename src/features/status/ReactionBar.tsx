import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useServerFeatures } from '../../core/instance/useServerFeatures';
import { useSessionStore } from '../../core/session/sessionStore';
import { reactionKey, reactionLabel, visibleReactions } from './reactionGroups';
import { StillImg } from '../../ui/stillImage/StillImg';
import { useLiveStatus } from './liveStatus';
import { useEarlyPatch } from './earlyPatch';

// Who reacted: loaded on the first hover or focus of a reaction.
const ReactionUsers = lazy(() => import('./ReactionUsers'));

type Runners = typeof import('./statusActionRunners');
// The action code, kept once loaded: a click then paints its chip in its own task. Through
// `import()` each click waited for the promise, which the browser settles in a task of its own
// even for a module already loaded, so the pressed chip came a frame late (issue 28).
let runnersLoaded: Runners | null = null;
const loadRunners = (): Promise<Runners> =>
  import('./statusActionRunners').then((m) => (runnersLoaded = m));

/** Emoji reactions: 12, then '+N'; each toggles the viewer's own reaction (document 2 §4). */
export function ReactionBar({ status: drawn }: { status: Status }) {
  // A reaction shows here first, in this bar's own render (issue 28).
  const [status, paint] = useEarlyPatch(useLiveStatus(drawn));
  const reactionList = status.emoji_reactions;
  const { t } = useTranslation();
  const viewerId = useSessionStore((s) => s.user?.id ?? null);
  const signedIn = viewerId !== null;
  const { reactions } = useServerFeatures();
  const queryClient = useQueryClient();
  // The action code is loaded with the signed-in action bar; visitors never need it here.
  useEffect(() => {
    if (signedIn && runnersLoaded === null) void loadRunners();
  }, [signedIn]);
  const toggle = (emoji: { name: string; url: string | null }, add: boolean) => {
    const react = (m: Runners) =>
      void m.statusActionRunners(queryClient, status, viewerId ?? '', paint).react(emoji, add);
    if (runnersLoaded) react(runnersLoaded);
    else void loadRunners().then(react);
  };
  const [expanded, setExpanded] = useState(false);
  const [peek, setPeek] = useState<{ name: string; label: string; anchor: DOMRect } | null>(null);
  const tipId = useId();
  // A press on a chip the pointer rests on focuses it: the list it already shows stays as it
  // is, with no layout read and no render in the press (issue 28). A blur clears only its own.
  const show = (name: string, label: string, chip: HTMLElement) =>
    setPeek((p) => (p?.name === name ? p : { name, label, anchor: chip.getBoundingClientRect() }));
  const { shown, hidden } = useMemo(
    () => visibleReactions(reactionList, expanded),
    [reactionList, expanded],
  );
  // Without the extension reactions can be neither toggled nor listed: not shown at all.
  if (shown.length === 0 || !reactions) return null;
  return (
    <div
      className="status__reactions"
      role="group"
      aria-label={t('reactions.label')}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || peek === null) return;
        // Escape closed the list of who reacted; it must not also leave the status (shortcuts).
        e.preventDefault();
        setPeek(null);
      }}
    >
      {shown.map((r) => {
        const label = r.url ? `:${reactionLabel(r)}:` : r.name;
        const name = r.me
          ? t('reactions.remove', { emoji: label, count: r.count })
          : t('reactions.add', { emoji: label, count: r.count });
        return (
          <button
            key={reactionKey(r)}
            type="button"
            className={`reaction${r.me ? ' is-on' : ''}`}
            aria-label={name}
            aria-pressed={r.me}
            aria-describedby={peek?.name === r.name ? tipId : undefined}
            aria-disabled={!signedIn || undefined}
            onMouseEnter={(e) => show(r.name, label, e.currentTarget)}
            onFocus={(e) => show(r.name, label, e.currentTarget)}
            onMouseLeave={() => setPeek(null)}
            onBlur={() => setPeek((p) => (p?.name === r.name ? null : p))}
            title={label}
            onClick={() => signedIn && toggle({ name: r.name, url: r.url }, !r.me)}
          >
            {r.url ? (
              <StillImg src={r.url} alt="" className="emoji" loading="lazy" />
            ) : (
              <span aria-hidden="true">{r.name}</span>
            )}
            <span aria-hidden="true">{r.count}</span>
          </button>
        );
      })}
      {(hidden > 0 || expanded) && (
        <button
          type="button"
          className="reaction reaction--more"
          aria-expanded={expanded}
          aria-label={
            expanded ? t('reactions.fewer') : t('reactions.more_label', { count: hidden })
          }
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? '−' : t('reactions.more', { count: hidden })}
        </button>
      )}
      {peek && (
        <Suspense fallback={null}>
          <ReactionUsers
            id={tipId}
            statusId={status.id}
            emoji={peek.name}
            label={peek.label}
            anchor={peek.anchor}
          />
        </Suspense>
      )}
    </div>
  );
}
