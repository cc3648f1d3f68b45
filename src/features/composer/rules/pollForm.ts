import type { PollLimits } from '../../../api';

/** Document 2 §3, Poll form: options, multiple flag, expiry in seconds. */
export interface PollForm {
  options: string[];
  multiple: boolean;
  expiresIn: number;
}

export type ExpiryUnit = 'minutes' | 'hours' | 'days';

export const UNIT_SECONDS: Record<ExpiryUnit, number> = { minutes: 60, hours: 3600, days: 86400 };

/** Document 2 §9: the composer's poll starts with 2 empty options, 10 minutes, single choice. */
export function defaultPoll(): PollForm {
  return { options: ['', ''], multiple: false, expiresIn: 10 * 60 };
}

/** Polls are offered when the instance has them, allows at least 2 options and the form allows. */
export function pollsAvailable(pollsOn: boolean, limits: PollLimits, disabled = false): boolean {
  return pollsOn && limits.max_options >= 2 && !disabled;
}

/** Units whose one-unit value fits within max_expiration. */
export function expiryUnits(limits: PollLimits): ExpiryUnit[] {
  return (Object.keys(UNIT_SECONDS) as ExpiryUnit[]).filter(
    (u) => UNIT_SECONDS[u] <= limits.max_expiration,
  );
}

export function clampExpiry(seconds: number, limits: PollLimits): number {
  return Math.min(limits.max_expiration, Math.max(limits.min_expiration, seconds));
}

/** The largest offered unit that divides the expiry evenly, for showing it as amount + unit. */
export function expiryParts(
  seconds: number,
  limits: PollLimits,
): { amount: number; unit: ExpiryUnit } {
  const units = expiryUnits(limits);
  for (const unit of [...units].reverse()) {
    if (seconds % UNIT_SECONDS[unit] === 0) return { amount: seconds / UNIT_SECONDS[unit], unit };
  }
  const unit = units[0] ?? 'minutes';
  return { amount: Math.max(1, Math.round(seconds / UNIT_SECONDS[unit])), unit };
}

/** Non-empty options, trimmed and without repeats (first one kept). */
export function cleanOptions(options: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const option of options) {
    const value = option.trim();
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    out.push(value);
  }
  return out;
}

export type PollError = 'not_enough_options' | 'too_many_options' | 'option_too_long';

/** Document 2 §5: at least 2 non-empty de-duplicated options, at most max_options, each short enough. */
export function validatePoll(poll: PollForm, limits: PollLimits): PollError | null {
  const options = cleanOptions(poll.options);
  if (options.length < 2) return 'not_enough_options';
  if (options.length > limits.max_options) return 'too_many_options';
  if (options.some((o) => [...o].length > limits.max_option_chars)) return 'option_too_long';
  return null;
}

/** Another option may be added while the form holds fewer than max_options. */
export function canAddOption(poll: PollForm, limits: PollLimits): boolean {
  return poll.options.length < limits.max_options;
}

/** The poll sent with a post: none unless at least one option is non-empty (document 2 §5). */
export function pollPayload(
  poll: PollForm | null,
  limits: PollLimits,
): { options: string[]; multiple: boolean; expires_in: number } | null {
  if (!poll) return null;
  const options = cleanOptions(poll.options);
  if (options.length === 0) return null;
  return { options, multiple: poll.multiple, expires_in: clampExpiry(poll.expiresIn, limits) };
}
