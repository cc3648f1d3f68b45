import { relativeParts } from '../i18n/relativeTime';

/**
 * What an event is: something that happened (a post, a note) or a deadline that may lie ahead (a
 * poll's end). Only deadlines read "in 59 min."; an event a little ahead of the shared clock
 * (it ticks once a minute; servers' clocks drift) is "now", never "in 1 sec.".
 */
export type TimeKind = 'event' | 'deadline';

/** The clock an event is measured against: never before the event itself. */
export function referenceNow(then: number, current: number, kind: TimeKind): number {
  return kind === 'event' ? Math.max(current, then) : current;
}

/**
 * What a label shows, as a key that changes exactly when its text does ('5 minute', 'now').
 * A tick re-renders only the labels whose key it changes: a post three hours old keeps its
 * label through 59 of every 60 ticks (issue 28).
 */
export function labelKey(then: number, current: number, kind: TimeKind): string {
  const parts = relativeParts(then, referenceNow(then, current, kind));
  return parts === 'now' ? 'now' : `${parts.value} ${parts.unit}`;
}

/** A label on the shared clock: its time, and when it was mounted (its clock is never older). */
export interface ClockedLabel {
  then: number;
  kind: TimeKind;
  mountedAt: number;
}

/** The clock a label reads: the shared tick, or its own mount time when that is newer. */
export function labelNow(label: ClockedLabel, tick: number): number {
  return Math.max(tick, label.mountedAt);
}

/**
 * Which labels a tick from `before` to `after` updates, in batches of at most `size`, one
 * batch a frame: a long timeline's times never all re-render in one task (issue 28).
 */
export function tickBatches<T extends ClockedLabel>(
  labels: Iterable<T>,
  before: number,
  after: number,
  size: number,
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  for (const label of labels) {
    const from = labelKey(label.then, labelNow(label, before), label.kind);
    const to = labelKey(label.then, labelNow(label, after), label.kind);
    if (from === to) continue;
    batch.push(label);
    if (batch.length === size) {
      batches.push(batch);
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
