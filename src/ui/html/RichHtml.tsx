import { useMemo } from 'react';
import type { Emoji } from '../../api';
import { htmlToReact } from './htmlToReact';

interface RichHtmlProps {
  html: string;
  emojis?: readonly Emoji[];
  className?: string;
}

const NO_EMOJI: readonly Emoji[] = [];

/** Server HTML (instance panel, terms, bios) sanitised and rendered as React elements. */
export function RichHtml({ html, emojis = NO_EMOJI, className }: RichHtmlProps) {
  const content = useMemo(() => htmlToReact(html, { emojis }), [html, emojis]);
  return <div className={className}>{content}</div>;
}
