import type { CSSProperties } from 'react';
import type { Preferences } from '../../core/preferences/preferences';

type Highlight = Preferences['highlight'][string];

export interface HighlightAttributes {
  'data-highlight'?: Highlight['type'];
  style?: CSSProperties;
}

/**
 * How a post by a highlighted user is marked (document 2 §2: solid, striped or side). Only a
 * plain #rrggbb colour reaches the style: settings come from imported files too.
 */
export function highlightAttributes(highlight: Highlight | undefined): HighlightAttributes {
  if (!highlight || highlight.type === 'disabled' || !/^#[0-9a-f]{6}$/i.test(highlight.color))
    return {};
  return {
    'data-highlight': highlight.type,
    style: { '--highlight': highlight.color } as CSSProperties,
  };
}
