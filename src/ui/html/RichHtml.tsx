import { useMemo } from 'react';
import type { Emoji } from '../../api';
import { htmlToReact } from './htmlToReact';
import { shiftHeadings } from './shiftHeadings';

interface RichHtmlProps {
  html: string;
  emojis?: readonly Emoji[];
  className?: string;
  /** The level the content's top heading takes, so it sits under the page's outline. */
  headingBase?: number;
  /** Inside a link: the content's own links are text (`HtmlRenderContext.inLink`). */
  inLink?: boolean;
}

const NO_EMOJI: readonly Emoji[] = [];

/** Server HTML (instance panel, terms, bios) sanitised and rendered as React elements. */
export function RichHtml({
  html,
  emojis = NO_EMOJI,
  className,
  headingBase = 3,
  inLink,
}: RichHtmlProps) {
  const content = useMemo(
    () => htmlToReact(shiftHeadings(html, headingBase), { emojis, inLink }),
    [html, emojis, headingBase, inLink],
  );
  // Server text keeps its own direction whatever the interface language.
  return (
    <div className={className} dir="auto">
      {content}
    </div>
  );
}
