import { createElement, type ReactNode } from 'react';
import { Link } from '../router';
import type { Emoji } from '../../api/entities';
import { exceedsMarkupBudget } from '../../lib/markupBudget';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { splitEmoji } from './splitEmoji';
import { StillImg } from '../stillImage/StillImg';
import type { mfmSpan } from './mfm';
import { TooLargeText } from './TooLargeText';

export interface HtmlRenderContext {
  emojis: readonly Emoji[];
  /** Maps a mention link's href to an in-app profile path, when it is a known user. */
  profilePathForUrl?: (href: string) => string | null;
  /**
   * A text/x.misskeymarkdown post: maps its FEP-c16b function spans (ui/html/mfm, passed in so
   * the first visit does not carry it).
   */
  mfmSpan?: typeof mfmSpan;
  /**
   * Rendered inside a link of the app's own (a notification's excerpt): the content's links are
   * text, as a link may hold no other (a page kept as HTML and parsed again splits them apart).
   */
  inLink?: boolean;
}

const VOID = new Set(['br', 'hr', 'img']);

function tagFromHashtagLink(a: HTMLAnchorElement): string | null {
  const classes = a.className.split(/\s+/);
  const isTag =
    classes.includes('hashtag') ||
    (a.getAttribute('rel') ?? '').split(/\s+/).includes('tag') ||
    a.dataset.tag;
  if (!isTag) return null;
  if (a.dataset.tag) return a.dataset.tag;
  const text = (a.textContent ?? '').replace(/^#/, '');
  if (text) return text;
  const last = a.pathname.split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

function convertChildren(node: Node, ctx: HtmlRenderContext, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  node.childNodes.forEach((child, i) => {
    const converted = convertNode(child, ctx, `${keyPrefix}.${i}`);
    if (converted !== null) out.push(converted);
  });
  return out;
}

function convertNode(node: Node, ctx: HtmlRenderContext, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    return splitEmoji(node.textContent ?? '', ctx.emojis, key);
  }
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = convertChildren(node, ctx, key);

  if (tag === 'a') {
    if (ctx.inLink) return createElement('span', { key }, children);
    const a = node as HTMLAnchorElement;
    const href = a.getAttribute('href') ?? '';
    const hashtag = tagFromHashtagLink(a);
    if (hashtag) {
      return createElement(
        Link,
        { key, to: `/tag/${encodeURIComponent(hashtag)}`, className: 'hashtag' },
        children,
      );
    }
    const profilePath = a.className.includes('mention') ? ctx.profilePathForUrl?.(href) : null;
    if (profilePath) {
      return createElement(Link, { key, to: profilePath, className: 'mention' }, children);
    }
    // A link whose address the sanitiser removed (javascript:, data:, ...) leads nowhere.
    if (href === '') return createElement('span', { key }, children);
    // Links that are not hashtags open in a new window (document 1 §2).
    return createElement(
      'a',
      { key, href, target: '_blank', rel: 'noopener noreferrer nofollow ugc' },
      children,
    );
  }
  if (tag === 'img') {
    const src = node.getAttribute('src');
    if (!src) return null;
    const alt = node.getAttribute('alt') ?? '';
    return createElement(StillImg, {
      key,
      src,
      alt,
      title: node.getAttribute('title') ?? alt,
      className: 'emoji',
      loading: 'lazy',
    });
  }
  const mfm = tag === 'span' && ctx.mfmSpan?.(node, key, children);
  if (mfm) return mfm;
  const props: Record<string, string> = { key };
  const lang = node.getAttribute('lang');
  if (lang) props.lang = lang;
  const dir = node.getAttribute('dir');
  if (dir) props.dir = dir;
  return VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, children);
}

/** Sanitised server HTML as React elements: hashtags and mentions become in-app links, custom emoji images. */
export function htmlToReact(html: string, ctx: HtmlRenderContext): ReactNode[] {
  if (exceedsMarkupBudget(html)) return [createElement(TooLargeText, { key: 'too-large' })];
  return convertChildren(sanitizeHtml(html), ctx, 'h');
}
