export type SubjectLineBehavior = 'noop' | 'masto' | 'email';

/** A 're:' style prefix, any case, with or without a space after the colon. */
const REPLY_PREFIX = /^re:/i;

/**
 * The content warning a reply starts with (document 2 §4, Subject line for replies): noop
 * leaves it empty unless the original's already starts with 're:'; masto copies it; email
 * prefixes 're: ' when it is missing.
 */
export function replySubject(original: string, behavior: SubjectLineBehavior): string {
  const subject = original.trim();
  if (subject === '') return '';
  switch (behavior) {
    case 'noop':
      return REPLY_PREFIX.test(subject) ? subject : '';
    case 'masto':
      return subject;
    case 'email':
      return REPLY_PREFIX.test(subject) ? subject : `re: ${subject}`;
  }
}
