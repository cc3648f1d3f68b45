import type { LayoutType } from './layoutType';

export type ThirdColumnMode = 'none' | 'notifications' | 'postform';

/**
 * Document 1 §2 and §9, third-column modes. The wide layout (1280 px and more, mode not none)
 * has a third column holding what the mode names; what it takes leaves the sidebar, so
 * nothing is on screen twice. The normal layout keeps both in the sidebar; mobile has no
 * sidebar (notifications open in a drawer, posts in the floating button's modal).
 */
export function notificationsPlace(
  type: LayoutType,
  mode: ThirdColumnMode,
): 'column' | 'sidebar' | 'drawer' {
  if (type === 'mobile') return 'drawer';
  return type === 'wide' && mode === 'notifications' ? 'column' : 'sidebar';
}

export function postFormPlace(
  type: LayoutType,
  mode: ThirdColumnMode,
): 'column' | 'sidebar' | 'none' {
  if (type === 'mobile') return 'none';
  return type === 'wide' && mode === 'postform' ? 'column' : 'sidebar';
}
