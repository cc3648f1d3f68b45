/**
 * The keyboard shortcuts (issue 17): which key does what, as pure rules so they can be tested
 * without a browser. The table also drives the help dialog, so the list shown is the list used.
 */
export type ShortcutAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'reply'
  | 'mention'
  | 'favourite'
  | 'repeat'
  | 'react'
  | 'toggleContent'
  | 'toggleMedia'
  | 'profile'
  | 'newPost'
  | 'search'
  | 'goHome'
  | 'goNotifications'
  | 'goLocal'
  | 'goFederated'
  | 'goBookmarks'
  | 'close'
  | 'showNew'
  | 'help';

export interface Shortcut {
  /** The keys as typed, in order; a chord has two. */
  keys: readonly string[];
  action: ShortcutAction;
}

/** Alternatives for one action share a row in the help dialog. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j'], action: 'next' },
  { keys: ['k'], action: 'previous' },
  { keys: ['Enter'], action: 'open' },
  { keys: ['o'], action: 'open' },
  { keys: ['r'], action: 'reply' },
  { keys: ['m'], action: 'mention' },
  { keys: ['f'], action: 'favourite' },
  { keys: ['b'], action: 'repeat' },
  { keys: ['e'], action: 'react' },
  { keys: ['x'], action: 'toggleContent' },
  { keys: ['h'], action: 'toggleMedia' },
  { keys: ['p'], action: 'profile' },
  { keys: ['n'], action: 'newPost' },
  { keys: ['/'], action: 'search' },
  { keys: ['g', 'h'], action: 'goHome' },
  { keys: ['g', 'n'], action: 'goNotifications' },
  { keys: ['g', 'l'], action: 'goLocal' },
  { keys: ['g', 'f'], action: 'goFederated' },
  { keys: ['g', 'b'], action: 'goBookmarks' },
  { keys: ['Escape'], action: 'close' },
  { keys: ['.'], action: 'showNew' },
  { keys: ['?'], action: 'help' },
];

/** How long the second key of a 'g' chord may wait. */
export const CHORD_TIMEOUT_MS = 1500;

export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** An input method is composing text: its keys belong to it. */
  isComposing?: boolean;
  /** Where the key was typed; only its tag and editability matter. */
  target: { tagName?: string; isContentEditable?: boolean } | null;
}

export interface KeymapState {
  /** The first key of an unfinished chord, and when it was typed. */
  pending: string | null;
  at: number;
}

export const IDLE: KeymapState = { pending: null, at: 0 };

/** Typing into these never triggers a shortcut. */
export function isTypingTarget(target: KeyInput['target']): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? '').toUpperCase();
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.isContentEditable === true
  );
}

/** Enter on these is theirs (follow the link, press the button), not a shortcut. */
const ACTIVATES_ON_ENTER = new Set(['A', 'BUTTON', 'SUMMARY', 'AUDIO', 'VIDEO']);

const CHORD_STARTS = new Set(SHORTCUTS.filter((s) => s.keys.length > 1).map((s) => s.keys[0]));

function lookup(keys: readonly string[]): ShortcutAction | null {
  const found = SHORTCUTS.find(
    (s) => s.keys.length === keys.length && s.keys.every((k, i) => k === keys[i]),
  );
  return found?.action ?? null;
}

/**
 * Reads one key press: the action it completes, if any, and the state for the next press.
 * Ctrl, Alt and Meta belong to the browser and the system; Escape alone works while typing,
 * since it types nothing. A chord's second key that completes nothing is read on its own.
 */
export function readKey(
  state: KeymapState,
  input: KeyInput,
  now: number,
): { action: ShortcutAction | null; state: KeymapState } {
  if (input.ctrlKey || input.altKey || input.metaKey || input.isComposing)
    return { action: null, state: IDLE };
  if (isTypingTarget(input.target))
    return { action: input.key === 'Escape' ? 'close' : null, state: IDLE };
  const pending = state.pending !== null && now - state.at <= CHORD_TIMEOUT_MS;
  if (pending && state.pending !== null) {
    const chord = lookup([state.pending, input.key]);
    if (chord) return { action: chord, state: IDLE };
  }
  if (input.key === 'Enter' && ACTIVATES_ON_ENTER.has((input.target?.tagName ?? '').toUpperCase()))
    return { action: null, state: IDLE };
  if (CHORD_STARTS.has(input.key)) return { action: null, state: { pending: input.key, at: now } };
  return { action: lookup([input.key]), state: IDLE };
}

/** The help dialog's rows: one per action, its key sequences in table order. */
export function helpRows(): { action: ShortcutAction; sequences: (readonly string[])[] }[] {
  const rows = new Map<ShortcutAction, (readonly string[])[]>();
  for (const s of SHORTCUTS) rows.set(s.action, [...(rows.get(s.action) ?? []), s.keys]);
  return [...rows].map(([action, sequences]) => ({ action, sequences }));
}
