import type { Status, StatusSource, User, Visibility } from '../../api';
import { defaultPoll } from './rules/pollForm';
import type { ComposerMode, DraftData, DraftFile } from './rules/draft';
import { initialReplyVisibility } from './rules/scope';
import { replySubject, type SubjectLineBehavior } from './rules/subjectLine';

export interface ComposerDefaults {
  visibility: Visibility;
  contentType: string;
  language: string;
  subjectLineBehavior: SubjectLineBehavior;
  /** The account's "mark new media as sensitive" (Profile tab, `source.sensitive`). */
  sensitive: boolean;
}

export function fileOf(a: Status['attachments'][number]): DraftFile {
  return {
    id: a.id,
    type: a.type,
    mimetype: a.mimetype,
    url: a.url,
    preview_url: a.preview_url,
    description: a.description,
  };
}

/**
 * The mentions a reply starts with: the author, then everyone the post mentioned, never the
 * viewer, each once, as Mastodon-style clients do.
 */
export function replyMentions(status: Status, viewer: User | null): string {
  const names: string[] = [];
  for (const user of [status.user, ...status.attentions]) {
    if (viewer && user.id === viewer.id) continue;
    const handle = `@${user.screen_name}`;
    if (!names.includes(handle)) names.push(handle);
  }
  return names.length > 0 ? `${names.join(' ')} ` : '';
}

/** The form's first state for a mode, before any saved draft is applied. */
export function initialDraft(
  mode: ComposerMode,
  target: Status | null,
  source: StatusSource | null,
  viewer: User | null,
  defaults: ComposerDefaults,
  initialText = '',
): DraftData {
  const base: DraftData = {
    spoilerText: '',
    status: initialText,
    nsfw: defaults.sensitive,
    files: [],
    poll: null,
    mediaDescriptions: {},
    visibility: defaults.visibility,
    language: defaults.language,
    contentType: defaults.contentType,
  };
  if (!target) return base;
  switch (mode) {
    case 'reply':
      return {
        ...base,
        status: replyMentions(target, viewer) + initialText,
        spoilerText: replySubject(target.summary, defaults.subjectLineBehavior),
        visibility: initialReplyVisibility(target.visibility, defaults.visibility),
      };
    case 'quote':
      return base;
    case 'edit':
    case 'redraft':
      return {
        ...base,
        status: source?.text ?? target.text,
        spoilerText: source?.spoiler_text ?? target.summary,
        contentType: source?.content_type || defaults.contentType,
        nsfw: target.nsfw,
        files: target.attachments.map(fileOf),
        visibility: target.visibility,
        language: target.language ?? defaults.language,
        // An edit keeps its poll as it is; a redraft gets the options back with a fresh expiry.
        poll:
          mode === 'redraft' && target.poll
            ? {
                ...defaultPoll(),
                options: target.poll.options.map((o) => o.title),
                multiple: target.poll.multiple,
              }
            : null,
      };
    default:
      return base;
  }
}
