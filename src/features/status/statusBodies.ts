import type { ReactNode } from 'react';
import type { Status } from '../../api/entities';
import { useInstanceStore } from '../../core/instance/instanceStore';
import { profilePath } from '../../core/profilePath';
import { exceedsMarkupBudget } from '../../lib/markupBudget';
import { htmlToReact } from '../../ui/html/htmlToReact';
import { convertedBody, emojiSource } from './convertedBodies';
import type { mfmSpan } from './mfmRender';

type MfmSpan = typeof mfmSpan;
let mfmSpanLoaded: MfmSpan | undefined;

/** The Misskey-markdown spans, once the first such post loaded them. */
export const loadedMfmSpan = (): MfmSpan | undefined => mfmSpanLoaded;
export function mfmSpanArrived(span: MfmSpan): MfmSpan {
  mfmSpanLoaded = span;
  return span;
}

type Restricted = Parameters<typeof profilePath>[1];

/**
 * A status's content as elements, kept per status and content (`convertedBody`): null when its
 * markup is over the budget (issue 29). Mentions become in-app profile links when the
 * mentioned account is known (document 2 §2).
 */
export function contentNodes(
  status: Status,
  restricted: Restricted,
  span: MfmSpan | undefined,
): ReactNode[] | null {
  if (exceedsMarkupBudget(status.raw_html)) return null;
  const mfm = status.media_type === 'text/x.misskeymarkdown';
  const paths = status.attentions.map((u) => [u.statusnet_profile_url, profilePath(u, restricted)]);
  const byUrl = new Map(paths.map(([url, path]) => [url, path]));
  const spans = mfm ? (span ? 'mfm' : 'mfm-pending') : '';
  return convertedBody(
    `${status.id} content`,
    [status.raw_html, emojiSource(status.emojis), paths.join('\n'), spans].join('\0'),
    () =>
      htmlToReact(status.raw_html, {
        emojis: status.emojis,
        profilePathForUrl: (href) => byUrl.get(href) ?? null,
        mfmSpan: mfm ? span : undefined,
      }),
  );
}

/** A status's subject as elements, kept like the content; null without a subject. */
export function summaryNodes(status: Status): ReactNode[] | null {
  if (status.summary.trim() === '') return null;
  const html = status.summary_raw_html || status.summary;
  return convertedBody(`${status.id} summary`, [html, emojiSource(status.emojis)].join('\0'), () =>
    htmlToReact(html, { emojis: status.emojis }),
  );
}

/**
 * Converts the bodies of statuses about to be shown, so their rows mount without sanitising
 * (issue 28): a row's first mount was a third of the long scroll's longest tasks' script. A
 * repeat shows the repeated status's body. Call it when the main thread is idle.
 */
export function prepareBody(status: Status): void {
  const shown = status.retweeted_status ?? status;
  const restricted = useInstanceStore.getState().settings?.restrictedNicknames;
  contentNodes(shown, restricted, mfmSpanLoaded);
  summaryNodes(shown);
}
