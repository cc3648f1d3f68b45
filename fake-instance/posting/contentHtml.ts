import { formatPlain, type Formatted, type MentionTarget } from '../seed/html.js';
import { mfmToHtml } from './mfm.js';

/**
 * The HTML of a new post by content type. Plain text goes through the same formatter as the
 * seed (links, hashtags, mentions); Markdown gets emphasis and code on top; HTML keeps a small
 * set of tags and drops the rest. Enough for a test double, not a full renderer.
 */
export function contentHtml(
  text: string,
  contentType: string,
  baseUrl: string,
  findAccount: (acct: string) => MentionTarget | undefined,
  knownEmoji: (shortcode: string) => boolean,
): Formatted {
  if (contentType === 'text/html') {
    const safe = text
      .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
      .replace(/<(?!\/?(p|br|b|strong|i|em|code|pre|ul|ol|li|a|blockquote)\b)[^>]*>/gi, '')
      .replace(/\son\w+="[^"]*"/gi, '');
    const plain = formatPlain(safe.replace(/<[^>]+>/g, ' '), baseUrl, findAccount, knownEmoji);
    return { ...plain, html: safe };
  }
  const formatted = formatPlain(text, baseUrl, findAccount, knownEmoji);
  if (contentType === 'text/x.misskeymarkdown')
    return { ...formatted, html: mfmToHtml(formatted.html) };
  if (contentType !== 'text/markdown') return formatted;
  return {
    ...formatted,
    html: formatted.html
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>')
      .replace(/`([^`]+)`/g, (_m, code: string) => `<code>${code}</code>`),
  };
}
