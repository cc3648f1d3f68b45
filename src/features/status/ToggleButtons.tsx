import { Clock, Star } from 'lucide-react';
import type { MouseEvent, ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Status } from '../../api/entities';
import { useTranslation } from '../../i18n/useTranslation';
import { useEarlyPatch } from './earlyPatch';
import { statusActionRunners } from './statusActionRunners';
import { afterFrameTasks } from '../../ui/afterNextPaint';
import { Repeat2 } from '../../ui/icon/repeatIcon';

/** Document 2 §9: the favourite animation lasts 500 ms. */
const FAVOURITE_ANIMATION_MS = 500;

const WAITING_MARK = <Clock aria-hidden="true" size={10} className="status__action-waiting" />;

/** What makes a toggle a favourite or a repeat: the rest of the button is the same. */
export interface ToggleKind {
  /**
   * The runner it calls, its `data-shortcut`, its pressed class (`is-<action>`) and its texts:
   * `status.<action>`, `status.<action>_count`, and `status.<action>_not_allowed` as the title of
   * a toggle its bar does not allow (a post that cannot be repeated).
   */
  action: 'favourite' | 'repeat';
  pressed: 'favorited' | 'repeated';
  count: 'fave_num' | 'repeat_num';
  /** The same element every render: a press changes only the button's attributes and count. */
  icon: ReactElement;
  /** `aria-keyshortcuts`: the key the keyboard layer presses it with (`statusNavigation.ts`). */
  shortcutKey: string;
  /** The outbox note that says this call waits: `<noteId>-<note>` (`OutboxNote`). */
  note: string;
  /** A press that turns it on bounces it (document 2 §9). */
  bounces?: boolean;
}

export const FAVOURITE: ToggleKind = {
  action: 'favourite',
  pressed: 'favorited',
  count: 'fave_num',
  icon: <Star aria-hidden="true" size={18} />,
  shortcutKey: 'f',
  note: 'favourite',
  bounces: true,
};

export const REPEAT: ToggleKind = {
  action: 'repeat',
  pressed: 'repeated',
  count: 'repeat_num',
  icon: <Repeat2 aria-hidden="true" size={18} />,
  shortcutKey: 'b',
  note: 'reblog',
};

/**
 * What a toggle needs from its bar. Each toggle holds its own early copy (`useEarlyPatch`), so a
 * press renders this button alone, not the whole bar with its hooks and other buttons (issue 28);
 * the cache's change, after the pressed frame, renders the bar as before.
 */
interface ToggleProps {
  kind: ToggleKind;
  status: Status;
  queryClient: QueryClient;
  viewerId: string;
  /** The call waits in the outbox (issue 27): the mark, and the note that says so. */
  waits: boolean;
  noteId: string;
  /** False: disabled, with `status.<action>_not_allowed` as its title. */
  allowed?: boolean;
  /** Asks first (the confirmation setting) instead of turning it on; null acts at once. */
  confirm?: (() => void) | null;
}

/** A favourite or a repeat: one component, so one render per press, whichever it is. */
export function ToggleButton({
  kind,
  status: given,
  queryClient,
  viewerId,
  waits,
  noteId,
  allowed = true,
  confirm,
}: ToggleProps) {
  const { t } = useTranslation();
  const [status, paint] = useEarlyPatch(given);
  const on = status[kind.pressed];
  const count = status[kind.count];
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (!on && confirm) return confirm();
    const button = event.currentTarget;
    void statusActionRunners(queryClient, status, viewerId, paint)[kind.action]();
    // The animation starts after the pressed frame and the tasks it queued, with the cache's
    // change. Started from the next animation frame, its render and then its running frames
    // came first: after a click Chromium puts frames ahead of tasks, so everything queued
    // behind the pressed frame waited ~3 frames at 4x CPU (issue 28).
    // The class is set on the element, not held in state: no toggle keeps a state hook for it
    // (a repeat never bounces; one hook per row's bar, issue 28) and the bounce renders nothing.
    // Preact sets the class list again only when the button's own classes change (it is
    // unpressed or starts waiting), which ends the bounce early, as it should.
    if (!on && kind.bounces)
      void afterFrameTasks().then(() => {
        button.classList.add('is-animating');
        setTimeout(() => button.classList.remove('is-animating'), FAVOURITE_ANIMATION_MS);
      });
  };
  return (
    <button
      type="button"
      className={`status__action${on ? ` is-on is-${kind.action}` : ''}${waits ? ' is-waiting' : ''}`}
      aria-label={t(`status.${kind.action}${count > 0 ? '_count' : ''}`, { count })}
      aria-pressed={on}
      aria-describedby={waits ? `${noteId}-${kind.note}` : undefined}
      disabled={!allowed}
      title={allowed ? undefined : t(`status.${kind.action}_not_allowed`)}
      data-shortcut={kind.action}
      aria-keyshortcuts={kind.shortcutKey}
      onClick={press}
    >
      {kind.icon}
      {/* Kept at 0, empty: the press that makes the first one then changes a text, where
          inserting the element restyled up the page (the `:has()` rules on the post, the panel
          and the body are checked again on any insertion below them; issue 28). Empty, it fits
          in the button's minimum width, so a button without a count looks as before. */}
      <span aria-hidden="true">{count > 0 ? count : ''}</span>
      {waits && WAITING_MARK}
    </button>
  );
}
