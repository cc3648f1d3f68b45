import { useInstanceStore } from '../../core/instance/instanceStore';
import {
  DEFAULT_PREFERENCES,
  usePreferencesStore,
  type Preferences,
} from '../../core/preferences/preferences';

/** Document 2 §9: 45rem unless widened; the share is of the window, never narrower than 45rem. */
export function columnWidthFor(widen: Preferences['widenTimeline']): string {
  switch (widen) {
    case 'off':
      return '45rem';
    case 'full':
      return 'calc(100vw - var(--sidebar-width) - 3rem)';
    default:
      return `max(45rem, calc(${widen}vw - var(--sidebar-width)))`;
  }
}

function widenSetting(): Preferences['widenTimeline'] {
  const own = usePreferencesStore.getState().values.widenTimeline;
  const configured = useInstanceStore.getState().config.widenTimeline;
  if (own) return own;
  return typeof configured === 'string' && ['full', '75', '50', 'off'].includes(configured)
    ? (configured as Preferences['widenTimeline'])
    : DEFAULT_PREFERENCES.widenTimeline;
}

/**
 * Keeps the timeline width in step with the setting from start-up on. The only page-wide
 * preference applied on the first screen; theme and language changes come with the settings code.
 */
export function applyColumnWidth(): void {
  let last = '';
  const apply = () => {
    const widen = widenSetting();
    if (widen === last) return;
    last = widen;
    document.documentElement.style.setProperty('--column-width', columnWidthFor(widen));
  };
  apply();
  usePreferencesStore.subscribe(apply);
  useInstanceStore.subscribe(apply);
}
