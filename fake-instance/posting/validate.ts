import type { StatusInput } from './statusInput.js';

/** Limits the checks need (from render/limits.ts at the call site). */
export interface PostLimits {
  maxChars: number;
  maxMedia: number;
  poll: {
    max_options: number;
    max_option_chars: number;
    min_expiration: number;
    max_expiration: number;
  };
}

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct', 'local'];

/**
 * Akkoma's refusals of a post, with its messages (answered as 422 {"error": …}): an empty
 * post, a post over the limit, too many attachments, a bad poll or visibility.
 */
export function postError(input: StatusInput, limits: PostLimits): string | null {
  const full = (input.status + input.spoilerText).trim();
  if (full === '' && input.mediaIds.length === 0 && input.poll === null)
    return 'Cannot post an empty status without attachments';
  if ([...full].length > limits.maxChars) return 'The status is over the character limit';
  if (input.visibility !== null && !VISIBILITIES.includes(input.visibility))
    return 'Invalid visibility';
  if (input.mediaIds.length > limits.maxMedia) return 'Too many attachments';
  if (input.poll) {
    const { options, expiresIn } = input.poll;
    if (options.length > limits.poll.max_options)
      return `Poll can't contain more than ${limits.poll.max_options} options`;
    if (options.some((o) => [...o].length > limits.poll.max_option_chars))
      return `Poll options cannot be longer than ${limits.poll.max_option_chars} characters each`;
    if (options.length < 2) return 'Poll must contain at least 2 options';
    if (expiresIn === null || expiresIn < limits.poll.min_expiration)
      return 'Expiration date is too soon';
    if (expiresIn > limits.poll.max_expiration) return 'Expiration date is too far in the future';
  }
  return null;
}
